import { useAtomValue } from 'jotai';
import { SystemSwitchPage } from '@/features/admin';
import { SiteConfigPage } from '@/features/siteConfig';
import { UserAdminPage } from '@/features/userAdmin';
import { currentUserAtom } from '@/lib/session';
import { reloadSiteConfig } from '@/lib/siteConfig';
import { auditHistoryPath, userHomePath } from './paths';

const links = {
  userHome: userHomePath,
  history: (uid: string) => auditHistoryPath({ kind: 'user', id: uid }),
};

// The super admin's back-office pages (users, site config), loaded on first visit.

/** /admin/user: the user list, import and generation. */
export function AdminUserRoute() {
  const user = useAtomValue(currentUserAtom);
  return <UserAdminPage links={links} selfUid={user?.uid} />;
}

/** /admin/conf: the super admin's site config; a save reloads the config the whole site reads. */
export function AdminSiteConfigRoute() {
  return <SiteConfigPage onSaved={() => void reloadSiteConfig()} />;
}

/** /admin/switch: the super admin's system switches; a save reloads the config the whole site reads. */
export function AdminSwitchRoute() {
  return <SystemSwitchPage onSaved={() => void reloadSiteConfig()} />;
}
