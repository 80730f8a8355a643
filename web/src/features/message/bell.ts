// The navigation's unread bell alone: the site frame loads it on every page, so it must not pull in the
// message pages and their Markdown renderer (large), which `index.ts` exports for lazily loaded routes.
export { MessageBell } from './components/MessageBell';
