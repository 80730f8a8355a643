import { Flex } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { AuthButtons, AuthDialog } from '@/features/auth';
import { AppShell, type NavItem, type SiteInfo, UserMenu } from '@/features/layout';
import { getLiveClient, LiveIndicator } from '@/features/live';
import { MessageBell } from '@/features/message/bell';
import { isRecord } from '@/lib/guards';
import { currentUserAtom } from '@/lib/session';
import { siteConfigAtom } from '@/lib/siteConfig';
import { hasAdminRole } from '@/lib/userInfo';
import { messageTabPath, paths, userHomePath } from './paths';

/**
 * What the matched routes' handles ask of the frame: `{ bare: true }` (the login page) goes without
 * footer and back-to-top, `{ wide: true }` (problem pages) takes the whole width without the footer,
 * `{ focus: true }` (a problem in focus mode) goes without the site's bar too.
 */
function usePageFrame(): { bare: boolean; wide: boolean; focus: boolean } {
  const matches = useMatches();
  const asks = (flag: 'bare' | 'wide' | 'focus') =>
    matches.some((match) => isRecord(match.handle) && match.handle[flag] === true);
  return { bare: asks('bare'), wide: asks('wide'), focus: asks('focus') };
}

export function RootLayout() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const config = useAtomValue(siteConfigAtom);
  const { bare, wide, focus } = usePageFrame();
  // Only pages that exist get a menu entry; more join as their features land.
  const navItems: NavItem[] = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.problem, label: t('nav.problems') },
    { to: paths.training, label: t('training.nav') },
    { to: paths.contest, label: t('contest.nav') },
    { to: paths.group, label: t('group.nav') },
    // Spec 01 §2.1's menu names /oi-rank; the ACM list is a tab away.
    { to: paths.oiRank, label: t('rank.nav') },
    // The public discussions only while the site has them open (spec 01 §2.1).
    ...(config?.openPublicDiscussion ? [{ to: paths.discussion, label: t('discussion.nav') }] : []),
    // `end`: /status/system is a page of its own.
    { to: paths.status, label: t('nav.status'), end: true },
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
    <Flex align="center" gap="4">
      <MessageBell live={getLiveClient()} uid={user.uid} to={messageTabPath('discuss')} />
      <UserMenu
        username={user.username}
        avatar={user.avatar}
        entries={[
          { to: userHomePath(user), label: t('nav.userHome') },
          { to: `${paths.status}?onlyMine=true`, label: t('nav.mySubmissions') },
          { to: paths.setting, label: t('nav.setting') },
          ...(hasAdminRole(user.roleList) ? [{ to: paths.admin, label: t('nav.admin') }] : []),
          { to: paths.logout, label: t('nav.logout') },
        ]}
      />
    </Flex>
  ) : (
    <AuthButtons />
  );
  return (
    <>
      <AppShell
        navItems={navItems}
        site={site}
        status={<LiveIndicator />}
        account={account}
        bare={bare}
        wide={wide}
        focus={focus}
      >
        <Outlet />
      </AppShell>
      <AuthDialog />
    </>
  );
}
