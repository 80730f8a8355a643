// The super admin's user back office (spec 03 §2.9, §5, §7): list, edit, ban, delete, CSV import and
// account generation. Routes hand in the links.
export { UserAdminPage } from './components/UserAdminPage';
export type { UserAdminLinks } from './links';
