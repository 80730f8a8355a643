import '../group.css';
import { Card, Flex, Heading, Skeleton, TabNav, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Markdown } from '@/components/Markdown';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { siteConfigAtom } from '@/lib/siteConfig';
import { getGroupAccess, getGroupAuth, getGroupDetail } from '../api/groupApi';
import { fullWidthTabs, type GroupLinks, type GroupTab, groupRoom } from '../model/group';
import { GroupAnnouncementPanel, GroupAnnouncements } from './GroupAnnouncements';
import { GroupInfoCard } from './GroupInfoCard';
import { GroupMembers } from './GroupMembers';
import { GroupProblems } from './GroupProblems';
import { GroupRank } from './GroupRank';
import { GroupSettings } from './GroupSettings';
import { GroupTrainings } from './GroupTrainings';

interface GroupPageProps {
  gid: number;
  tab: GroupTab;
  live: LiveSource;
  links: GroupLinks;
  /**
   * The tab's page where another feature draws it (the contests, the submissions): the routes compose it,
   * given the reader's rank in the group (5 root or super admin, 4 group admin, 3 member).
   */
  content?: (view: { gid: number; level: number }) => ReactNode;
  /** A sub-route that uses the full width (a submission's detail), whatever its tab. */
  fullWidth?: boolean;
}

/**
 * /group/:gid with its tabs (spec 03 §2.3): the content on the left, the info card on the right. Tabs not
 * built yet are not shown; Problems, Trainings and Members are disabled without group menu access,
 * Announcements are its admins', Settings the root's alone. The card, the reader's relation and access
 * follow the group's room.
 */
export function GroupPage({ gid, tab, live, links, content, fullWidth }: GroupPageProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const siteConfig = useAtomValue(siteConfigAtom);
  const room = groupRoom(gid);
  const detail = useLiveQuery({
    live,
    room,
    key: queryKeys.group(gid, user?.uid),
    load: (signal) => getGroupDetail(gid, signal),
    pollMs: 60_000,
  });
  const relation = useLiveQuery({
    live,
    room,
    key: queryKeys.groupAuth(gid, user?.uid),
    load: (signal) => getGroupAuth(gid, signal),
    pollMs: 60_000,
  });
  const access = useLiveQuery({
    live,
    room,
    key: queryKeys.groupAccess(gid, user?.uid),
    load: (signal) => getGroupAccess(gid, signal),
    pollMs: 60_000,
  });
  const group = detail.data;
  useEffect(() => {
    if (!group) return;
    const before = document.title;
    document.title = group.name;
    return () => {
      document.title = before;
    };
  }, [group]);

  if (detail.error && !group)
    return <ErrorCallout title={t('group.detail.loadError')} error={detail.error} />;
  if (!group || !access.data || !relation.data)
    return (
      <Flex direction="column" gap="3" aria-busy="true">
        <Skeleton height="36px" width="50%" />
        <Skeleton height="160px" />
      </Flex>
    );
  const member = access.data.access;
  const level = access.data.root ? 5 : access.data.admin ? 4 : member ? 3 : 0;
  const wide = fullWidth || fullWidthTabs.includes(tab);
  /** A tab of the members' (spec 03 §2.3: disabled without group menu access). */
  const memberTab = (name: GroupTab, to: string, label: string) =>
    member ? (
      <TabNav.Link asChild active={tab === name}>
        <Link to={to}>{label}</Link>
      </TabNav.Link>
    ) : (
      <TabNav.Link asChild>
        <span aria-disabled="true" title={t('group.tabs.membersOnly')} className="group-tab-disabled">
          {label}
        </span>
      </TabNav.Link>
    );
  return (
    <Flex direction="column" gap="4" className="group-page">
      <Link to={links.list}>{t('group.detail.back')}</Link>
      <div className={wide ? 'group-shell group-shell-wide' : 'group-shell'}>
        <Flex direction="column" gap="4" minWidth="0">
          <Heading size="6">{group.name}</Heading>
          <TabNav.Root aria-label={t('group.tabs.label')} className="group-tabs">
            <TabNav.Link asChild active={tab === 'home'}>
              <Link to={links.home(gid)}>{t('group.tabs.home')}</Link>
            </TabNav.Link>
            {memberTab('problem', links.problems(gid), t('groupContent.tabs.problem'))}
            {memberTab('training', links.trainings(gid), t('groupContent.tabs.training'))}
            {memberTab('contest', links.contests(gid), t('group.tabs.contest'))}
            {memberTab('status', links.status(gid), t('group.tabs.status'))}
            {siteConfig?.openGroupDiscussion
              ? memberTab('discussion', links.discussions(gid), t('group.tabs.discussion'))
              : null}
            {memberTab('member', links.members(gid), t('group.tabs.member'))}
            {access.data.admin ? (
              <TabNav.Link asChild active={tab === 'announcement'}>
                <Link to={links.announcements(gid)}>{t('groupContent.tabs.announcement')}</Link>
              </TabNav.Link>
            ) : null}
            {access.data.root ? (
              <TabNav.Link asChild active={tab === 'setting'}>
                <Link to={links.setting(gid)}>{t('group.tabs.setting')}</Link>
              </TabNav.Link>
            ) : null}
            {memberTab('rank', links.rank(gid), t('group.tabs.rank'))}
          </TabNav.Root>
          {tab === 'home' ? (
            <div className={member ? 'group-home with-announcements' : 'group-home'}>
              <Card>
                <Markdown>{group.description || t('group.detail.notSet')}</Markdown>
              </Card>
              {member ? <GroupAnnouncementPanel gid={gid} live={live} /> : null}
            </div>
          ) : null}
          {tab === 'problem' && member ? (
            <GroupProblems gid={gid} live={live} links={links} level={level} />
          ) : null}
          {tab === 'training' && member ? (
            <GroupTrainings gid={gid} live={live} links={links} level={level} />
          ) : null}
          {tab === 'announcement' && access.data.admin ? <GroupAnnouncements gid={gid} live={live} /> : null}
          {tab === 'member' && member ? (
            <GroupMembers gid={gid} live={live} links={links} level={level} ownerUid={group.uid} />
          ) : null}
          {tab === 'rank' && member ? (
            <GroupRank gid={gid} live={live} links={links} showRealname={level >= 4} />
          ) : null}
          {(tab === 'contest' || tab === 'status' || tab === 'discussion') && member && content
            ? content({ gid, level })
            : null}
          {tab !== 'home' && tab !== 'setting' && tab !== 'announcement' && !member ? (
            <Card>
              <Text as="p" align="center" color="gray" my="4">
                {t('group.tabs.membersOnly')}
              </Text>
            </Card>
          ) : null}
          {tab === 'setting' && access.data.root ? <GroupSettings group={group} /> : null}
        </Flex>
        {wide ? null : <GroupInfoCard group={group} relation={relation.data} links={links} />}
      </div>
    </Flex>
  );
}
