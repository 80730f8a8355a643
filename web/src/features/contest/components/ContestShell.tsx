import { ContestAuth, ContestPhase, ContestType } from '@oj/events/vocabulary';
import '../contest.css';
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, TabNav, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { ApiError } from '@/lib/api';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { siteConfigAtom } from '@/lib/siteConfig';
import { formatDateMinute } from '@/lib/time';
import { administersContest, isSuperAdmin } from '@/lib/userInfo';
import { getContestAccess, getContestInfo } from '../api/getContestInfo';
import { ContestContext, type ContestView } from '../hooks/contestContext';
import { useUnreadAnnouncements } from '../hooks/useUnreadAnnouncements';
import type { ContestLinks, ContestTab } from '../model/links';
import type { LiveSource } from '../model/liveSource';
import { ContestClock } from './ContestClock';
import { ContestTags, Duration } from './ContestTags';
import { EnterDialog } from './EnterDialog';

interface ContestShellProps {
  cid: number;
  links: ContestLinks;
  onLoginRequired: () => void;
  /** The live client: the announcements badge follows the contest's announcement room. */
  live?: LiveSource;
  /** The open tab's page (the route's outlet). */
  children: ReactNode;
}

const tabs: ContestTab[] = ['problems', 'submissions', 'rank', 'announcements'];

/** Spec 02 §2: print while printing is open; AC info for ACM contest admins; print admin for admins. */
function helperTabs(
  contest: { type: number; openPrint: boolean; status: number; auth: number },
  isAdmin: boolean,
  isRoot: boolean,
): ContestTab[] {
  return [
    ...(contest.openPrint ? (['print'] as const) : []),
    ...(isAdmin && contest.type === ContestType.acm ? (['ac-info'] as const) : []),
    ...(isAdmin && contest.openPrint ? (['admin-print'] as const) : []),
    // Rejudging a contest problem is the super admin's alone (spec 02 §2).
    ...(isRoot ? (['rejudge'] as const) : []),
    // Who registered, with their confirm info: only contests that ask for registration.
    ...(isAdmin && contest.auth !== ContestAuth.public ? (['registrations'] as const) : []),
    // The replay once the contest has ended; the scroll board for ACM contest admins (spec 02 §2).
    ...(contest.status === ContestPhase.ended ? (['replay'] as const) : []),
    // Virtual participation once it has ended: one's own clock against the real contestants' ghosts.
    ...(contest.status === ContestPhase.ended ? (['virtual'] as const) : []),
    ...(isAdmin && contest.type === ContestType.acm ? (['scroll-board'] as const) : []),
  ];
}

/**
 * /contest/:cid and its tabs: the header (status, rule, times), the enter dialog, and the contest
 * menu. The menu stays closed while the contest is scheduled or the reader has no access (spec 02 §2).
 */
export function ContestShell({ cid, links, onLoginRequired, live, children }: ContestShellProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const location = useLocation();
  const [dialog, setDialog] = useState(false);
  const info = useApiQuery(queryKeys.contestInfo(cid), (signal) => getContestInfo(cid, signal));
  const access = useApiQuery(queryKeys.contestAccess(cid, user?.uid), async (signal) =>
    user ? getContestAccess(cid, signal).catch(() => false) : false,
  );
  const adminNow = !!user && !!info.data && administersContest(user, info.data.uid);
  const readsAnnouncements =
    adminNow || (access.data === true && info.data?.status !== ContestPhase.scheduled);
  const unread = useUnreadAnnouncements(cid, live, readsAnnouncements);
  // Spec 02 §2: the comment tab exists only while the site's openContestComment switch is on.
  const commentsOpen = useAtomValue(siteConfigAtom)?.openContestComment === true;

  if (info.error && !info.data) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <Flex direction="column" gap="4" align="start">
        <ErrorCallout
          title={missing ? t('contest.home.notFound') : t('contest.home.loadError')}
          error={info.error}
        />
        <Button asChild variant="soft">
          <Link to={links.list}>{t('contest.home.backToList')}</Link>
        </Button>
      </Flex>
    );
  }
  const contest = info.data;
  if (!contest) {
    return (
      <Flex direction="column" gap="3">
        <Skeleton height="120px" />
        <Skeleton height="240px" />
      </Flex>
    );
  }

  const isAdmin = !!user && administersContest(user, contest.uid);
  const hasAccess = access.data === true;
  const canEnter = isAdmin || (hasAccess && contest.status !== ContestPhase.scheduled);
  const view: ContestView = { contest, canEnter, isAdmin, links };
  const base = links.contest(cid);
  const onOverview = location.pathname.replace(/\/$/, '') === base;

  const enter = () => {
    if (!user) return onLoginRequired();
    setDialog(true);
  };

  return (
    <ContestContext.Provider value={view}>
      <Flex direction="column" gap="4" className="contest-shell">
        <Card className="contest-header" data-status={contest.status}>
          <Flex direction="column" gap="2">
            <Flex align="center" gap="2" wrap="wrap">
              <ContestTags contest={contest} />
              {contest.sealRank ? <Badge color="amber">{t('contest.home.sealed')}</Badge> : null}
            </Flex>
            <Heading size={{ initial: '5', sm: '6' }}>{contest.title}</Heading>
            <Flex gap="4" wrap="wrap">
              <Text size="2" color="gray" className="numeric">
                {t('contest.home.start')}: {formatDateMinute(contest.startTime, contest.startTime)}
              </Text>
              <Text size="2" color="gray" className="numeric">
                {t('contest.home.end')}: {formatDateMinute(contest.endTime, contest.endTime)}
              </Text>
              <Text size="2" color="gray">
                {t('contest.list.duration')}: <Duration ms={contest.duration} />
              </Text>
            </Flex>
            <ContestClock cid={cid} />
            {contest.openRank && !canEnter ? (
              <Button asChild variant="soft" size="1" className="contest-outside-link">
                <Link to={links.scoreboard(cid, contest.type)}>{t('contest.home.outsideBoard')}</Link>
              </Button>
            ) : null}
          </Flex>
        </Card>
        <TabNav.Root aria-label={contest.title} className="contest-menu">
          <TabNav.Link asChild active={onOverview}>
            <Link to={base}>{t('contest.menu.home')}</Link>
          </TabNav.Link>
          {[
            ...tabs,
            ...(commentsOpen ? (['comment'] as const) : []),
            ...helperTabs(contest, isAdmin, !!user && isSuperAdmin(user.roleList)),
          ].map((tab) =>
            canEnter ? (
              <TabNav.Link key={tab} asChild active={location.pathname.startsWith(links.tab(cid, tab))}>
                <Link to={links.tab(cid, tab)}>
                  {t(`contest.menu.${tab}`)}
                  {tab === 'announcements' && unread > 0 ? (
                    <Badge color="red" radius="full" ml="1" data-unread={unread}>
                      {unread > 99 ? '99+' : unread}
                    </Badge>
                  ) : null}
                </Link>
              </TabNav.Link>
            ) : (
              <TabNav.Link key={tab} aria-disabled="true" className="contest-menu-disabled">
                {t(`contest.menu.${tab}`)}
              </TabNav.Link>
            ),
          )}
        </TabNav.Root>
        {!canEnter && access.data !== undefined ? (
          <Callout.Root color={contest.status === ContestPhase.scheduled ? 'blue' : 'amber'}>
            <Callout.Icon>
              <InfoIcon />
            </Callout.Icon>
            <Flex align="center" justify="between" gap="3" wrap="wrap" asChild>
              <Callout.Text>
                <span>
                  {!user
                    ? t('contest.home.loginToEnter')
                    : contest.status === ContestPhase.scheduled && hasAccess
                      ? t('contest.home.notStarted')
                      : !hasAccess && contest.auth === ContestAuth.private
                        ? t('contest.home.needsPassword')
                        : !hasAccess && contest.auth === ContestAuth.protected
                          ? t('contest.home.needsInfo')
                          : t('contest.home.enter')}
                </span>
                {!hasAccess && contest.auth !== ContestAuth.public ? (
                  <Button size="1" onClick={enter}>
                    {t('contest.home.register')}
                  </Button>
                ) : !user ? (
                  <Button size="1" onClick={onLoginRequired}>
                    {t('contest.home.enter')}
                  </Button>
                ) : null}
              </Callout.Text>
            </Flex>
          </Callout.Root>
        ) : null}
        {user ? (
          <EnterDialog
            contest={contest}
            username={user.username}
            open={dialog}
            onOpenChange={setDialog}
            onEntered={access.reload}
          />
        ) : null}
        {onOverview || canEnter ? children : null}
      </Flex>
    </ContestContext.Provider>
  );
}
