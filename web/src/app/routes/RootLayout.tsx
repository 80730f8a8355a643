import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { AuthButtons, AuthDialog } from '@/features/auth';
import { AppShell, type NavItem, type SiteInfo, UserMenu } from '@/features/layout';
import { LiveIndicator } from '@/features/live';
import { UnreadBadge } from '@/features/message';
import { isRecord } from '@/lib/guards';
import { currentUserAtom } from '@/lib/session';
import { siteConfigAtom } from '@/lib/siteConfig';
import { hasAdminRole } from '@/lib/userInfo';
import { paths, userHomePath } from './paths';

/** Routes whose handle says `{ bare: true }` (the login page) go without footer and back-to-top. */
function useBarePage(): boolean {
  return useMatches().some((match) => isRecord(match.handle) && match.handle.bare === true);
}

export function RootLayout() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const config = useAtomValue(siteConfigAtom);
  const bare = useBarePage();
  // Only pages that exist get a menu entry; more join as their features land.
  const navItems: NavItem[] = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.systemStatus, label: t('nav.systemStatus') },
  ];
  const site: SiteInfo = {
    name: config?.name ?? '',
    description: config?.description ?? '',
    projectName: config?.projectName ?? '',
    projectUrl: config?.projectUrl ?? '',
    recordName: config?.recordName ?? '',
    recordUrl: config?.recordUrl ?? '',
  };
  const account = user ? (
    <UserMenu
      username={user.username}
      avatar={user.avatar}
      badge={<UnreadBadge />}
      entries={[
        { to: userHomePath(user), label: t('nav.userHome') },
        { to: paths.setting, label: t('nav.setting') },
        ...(hasAdminRole(user.roleList) ? [{ to: paths.admin, label: t('nav.admin') }] : []),
        { to: paths.logout, label: t('nav.logout') },
      ]}
    />
  ) : (
    <AuthButtons />
  );
  return (
    <>
      <AppShell navItems={navItems} site={site} status={<LiveIndicator />} account={account} bare={bare}>
        <Outlet />
      </AppShell>
      <AuthDialog />
    </>
  );
}
