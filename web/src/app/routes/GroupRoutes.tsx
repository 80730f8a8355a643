import { Button, Flex, Switch, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { GroupContestList } from '@/features/contest';
import {
  AdminContestListPage,
  type ContestAdminLinks,
  ContestAnnouncementsPage,
  ContestEditorPage,
  ContestProblemsPage,
} from '@/features/contestAdmin';
import { type GroupLinks, GroupListPage, GroupPage, tabOfGroupPath } from '@/features/group';
import { getLiveClient } from '@/features/live';
import { StatusPage, SubmissionDetailPage, type SubmissionLinks } from '@/features/submission';
import { NotFound } from './NotFound';
import { contestPath, contestScoreboardPath, groupPath, paths, userHomePath } from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

const links: GroupLinks = {
  list: paths.group,
  home: (gid) => groupPath(gid),
  members: (gid) => groupPath(gid, 'member'),
  setting: (gid) => groupPath(gid, 'setting'),
  contests: (gid) => groupPath(gid, 'contest'),
  status: (gid) => groupPath(gid, 'status'),
  rank: (gid) => groupPath(gid, 'rank'),
  userHome: userHomePath,
  accountSetting: paths.setting,
};

/** A group's contest pages are the back office's, inside the group (spec 03 §2.5). */
const contestAdminLinks = (gid: number): ContestAdminLinks => ({
  gid,
  list: `${groupPath(gid, 'contest')}?admin=1`,
  create: `${groupPath(gid, 'contest')}/create`,
  edit: (cid) => `${groupPath(gid, 'contest')}/${cid}/edit`,
  problems: (cid) => `${groupPath(gid, 'contest')}/${cid}/problems`,
  announcements: (cid) => `${groupPath(gid, 'contest')}/${cid}/announcements`,
  contest: contestPath,
  scoreboard: contestScoreboardPath,
});

/** A group's submissions link to their detail inside the group, and back to its status tab. */
const groupSubmissionLinks = (gid: number): SubmissionLinks => ({
  ...submissionLinks,
  submission: (submitId) => `${groupPath(gid)}/submission-detail/${submitId}`,
  statusList: groupPath(gid, 'status'),
  history: undefined,
});

/** /group. */
export function GroupListRoute() {
  return <GroupListPage links={links} />;
}

/**
 * /group/:gid and its tabs (spec 03 §2.1, §2.3): one shell, the tab from the path (a sub-route keeps its
 * parent's); the contests and the submissions are drawn by their own features.
 */
export function GroupDetailRoute() {
  const { gid = '' } = useParams();
  const { pathname } = useLocation();
  const openLogin = useOpenLogin();
  if (!/^\d{1,9}$/.test(gid) || Number(gid) <= 0) return <NotFound />;
  const id = Number(gid);
  const tab = tabOfGroupPath(pathname, id);
  const rest = pathname.slice(groupPath(id).length).split('/').filter(Boolean);
  const detailId = rest[0] === 'submission-detail' ? Number(rest[1]) : undefined;
  if (detailId !== undefined && !(Number.isSafeInteger(detailId) && detailId > 0)) return <NotFound />;
  return (
    <GroupPage
      key={gid}
      gid={id}
      tab={tab}
      live={getLiveClient()}
      links={links}
      fullWidth={detailId !== undefined}
      content={({ level }) =>
        tab === 'status' ? (
          detailId !== undefined ? (
            <SubmissionDetailPage
              key={detailId}
              submitId={detailId}
              live={submissionLive()}
              links={groupSubmissionLinks(id)}
            />
          ) : (
            <StatusPage
              live={submissionLive()}
              links={groupSubmissionLinks(id)}
              onLoginRequired={openLogin}
              group={{ gid: id, room: `group:${id}:status` }}
            />
          )
        ) : (
          <GroupContests gid={id} level={level} rest={rest.slice(1)} />
        )
      }
    />
  );
}

/** /group/:gid/contest[/create | /:cid/edit | /:cid/problems | /:cid/announcements]. */
function GroupContests({ gid, level, rest }: { gid: number; level: number; rest: string[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [admin, setAdmin] = useState(() => new URLSearchParams(search).has('admin'));
  const adminLinks = contestAdminLinks(gid);
  // Spec 03 §6: Create and the Contest Admin toggle for group admins, the root and super admins.
  const manages = level >= 4;
  const [first, page] = rest;
  if (manages && first === 'create') return <ContestEditorPage links={adminLinks} />;
  const cid = Number(first);
  if (manages && Number.isSafeInteger(cid) && cid > 0) {
    if (page === 'edit') return <ContestEditorPage key={cid} cid={cid} links={adminLinks} />;
    if (page === 'problems') return <ContestProblemsPage key={cid} cid={cid} links={adminLinks} />;
    if (page === 'announcements') return <ContestAnnouncementsPage key={cid} cid={cid} links={adminLinks} />;
  }
  if (first !== undefined) return <NotFound />;
  return (
    <Flex direction="column" gap="3">
      {manages ? (
        <Flex gap="3" align="center" justify="end" wrap="wrap">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={admin} onCheckedChange={setAdmin} />
              {t('group.contests.admin')}
            </Flex>
          </Text>
          <Button asChild>
            <Link to={adminLinks.create}>{t('group.contests.create')}</Link>
          </Button>
        </Flex>
      ) : null}
      {manages && admin ? (
        <AdminContestListPage links={adminLinks} />
      ) : (
        <GroupContestList gid={gid} links={{ contest: contestPath, scoreboard: contestScoreboardPath }} />
      )}
    </Flex>
  );
}
