// The message centre (/message/:tab), the home page's announcement
// panel, and the super admin's announcement and notice pages (spec 02 and 03). Routes hand in the live source.
export { AnnouncementAdminPage } from './components/AnnouncementAdminPage';
export { AnnouncementsPanel } from './components/AnnouncementsPanel';
export { MessageCentrePage } from './components/MessageCentrePage';
export { NoticeAdminPage } from './components/NoticeAdminPage';
export { isMessageTab, type MessageTab } from './model/unread';
