import { Outlet } from 'react-router-dom';
import { AdminLayout } from '@/features/admin';
import { LanguageSwitch } from '@/features/layout';
import { paths } from './paths';

/** Every /admin page: the back office's own frame instead of the site shell. */
export function AdminRoot() {
  return (
    <AdminLayout siteTo={paths.home} logoutTo={paths.logout} languageSwitch={<LanguageSwitch />}>
      <Outlet />
    </AdminLayout>
  );
}
