import type { Messages } from './zh-CN';

export const enUS: Messages = {
  app: {
    name: 'Online Judge',
    footer: 'Online Judge · practise, compete, improve together',
  },
  nav: {
    home: 'Home',
    systemStatus: 'System status',
    menu: 'Menu',
  },
  language: {
    label: 'Language',
  },
  live: {
    online: 'Live',
    offline: 'Offline',
    connecting: 'Connecting',
    onlineHint: 'Live updates are on',
    offlineHint: 'Live connection lost; pages refresh periodically',
    connectingHint: 'Connecting to live updates',
  },
  home: {
    title: 'Welcome to Online Judge',
    description:
      'Practise programming problems, take part in contests and training sets, and learn together in study groups. More features are on their way.',
  },
  system: {
    title: 'System status',
    description: 'How the database, the event store and the read-model projections are doing.',
    cardTitle: 'System status',
    viewDetails: 'View details',
    loadError: 'Could not load the system status',
    healthy: 'Healthy',
    degraded: 'Degraded',
    database: 'Database',
    databaseUp: 'Up',
    databaseDown: 'Down',
    head: 'Event store head',
    projections: 'Projections',
    projectionCount: '{{count}} projections',
    projectionName: 'Name',
    projectionPosition: 'Position',
    lagEvents: 'Lag (events)',
    lagTime: 'Lag (time)',
    caughtUp: 'Caught up',
    noProjections: 'No projections yet.',
    maxLag: 'at most {{lag}} events behind',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address.',
    backHome: 'Back to home',
  },
};
