export { type DiscussionAdminLinks, DiscussionAdminPage } from './components/DiscussionAdminPage';
