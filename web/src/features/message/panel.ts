// The home page's announcements panel alone: `index.ts` also exports the message centre and the admin
// pages (their editors and dialogs), which the home page must not download.
export { AnnouncementsPanel } from './components/AnnouncementsPanel';
