import { Button, Flex, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { CommentArea } from '@/features/comment';
import { GroupContestList } from '@/features/contest';
import {
  AdminContestListPage,
  addNewGroupProblemToContest,
  type ContestAdminLinks,
  ContestAnnouncementsPage,
  ContestEditorPage,
  ContestProblemsPage,
} from '@/features/contestAdmin';
import { DiscussionDetailPage, type DiscussionLinks, GroupDiscussionList } from '@/features/discussion';
import { type GroupLinks, GroupListPage, GroupPage, getGroupDetail, groupTabOf } from '@/features/group';
import { getLiveClient } from '@/features/live';
import { type ProblemAdminLinks, ProblemEditorPage, type ProblemForContest } from '@/features/problemAdmin';
import { StatusPage, SubmissionDetailPage, type SubmissionLinks } from '@/features/submission';
import {
  TrainingDetailPage,
  type TrainingLinks,
  TrainingProblemHeader,
  type TrainingTab,
} from '@/features/training';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { siteConfigAtom } from '@/lib/siteConfig';
import { NotFound } from './NotFound';
import { PracticeProblemPage } from './ProblemRoute';
import { contestPath, contestScoreboardPath, FULL_SCREEN, groupPath, paths, userHomePath } from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

const links: GroupLinks = {
  list: paths.group,
  home: (gid) => groupPath(gid),
  members: (gid) => groupPath(gid, 'member'),
  setting: (gid) => groupPath(gid, 'setting'),
  userHome: userHomePath,
  accountSetting: paths.setting,
  problems: (gid) => groupPath(gid, 'problem'),
  problem: (gid, problemId) => groupPath(gid, `problem/${encodeURIComponent(problemId)}`),
  problemCreate: (gid) => groupPath(gid, 'problem-admin/create'),
  problemEdit: (gid, pid) => groupPath(gid, `problem-admin/${pid}/edit`),
  trainings: (gid) => groupPath(gid, 'training'),
  training: (gid, tid) => groupPath(gid, `training/${tid}`),
  announcements: (gid) => groupPath(gid, 'announcement'),
  contests: (gid) => groupPath(gid, 'contest'),
  status: (gid) => groupPath(gid, 'status'),
  rank: (gid) => groupPath(gid, 'rank'),
  discussions: (gid) => groupPath(gid, 'discussion'),
};

/** A group's discussions link inside the group; their problems are the group's problem pages. */
const groupDiscussionLinks = (gid: number): DiscussionLinks => ({
  list: links.discussions(gid),
  problemList: (problemId) => `${links.discussions(gid)}/${encodeURIComponent(problemId)}`,
  detail: (did) => groupPath(gid, `discussion-detail/${did}`),
  problem: (problemId) => links.problem(gid, problemId),
  userHome: userHomePath,
});

/** A training's pages inside its group (spec 03 §2.1: /group/:gid/training/:tid/...). */
const trainingLinks = (gid: number): TrainingLinks => ({
  list: links.trainings(gid),
  detail: (tid) => links.training(gid, tid),
  problems: (tid) => `${links.training(gid, tid)}/problems`,
  rank: (tid) => `${links.training(gid, tid)}/rank`,
  problem: (tid, problemId) => `${links.training(gid, tid)}/problem/${encodeURIComponent(problemId)}`,
  userHome: userHomePath,
});

/** A group's contest pages are the back office's, inside the group (spec 03 §2.5). */
const contestAdminLinks = (gid: number): ContestAdminLinks => ({
  gid,
  list: `${groupPath(gid, 'contest')}?admin=1`,
  create: `${groupPath(gid, 'contest')}/create`,
  edit: (cid) => `${groupPath(gid, 'contest')}/${cid}/edit`,
  problems: (cid) => `${groupPath(gid, 'contest')}/${cid}/problems`,
  // Spec 03 §2.5: a group contest's problems page writes a new group problem for it.
  newProblem: (cid) => `${links.problemCreate(gid)}?cid=${cid}`,
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

const idOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** /group. */
export function GroupListRoute() {
  return <GroupListPage links={links} />;
}

/**
 * /group/:gid and its list tabs (member, setting, problem, training, announcement): one shell, the tab from
 * the path.
 */
export function GroupDetailRoute() {
  const gid = idOf(useParams().gid);
  const { pathname } = useLocation();
  const openLogin = useOpenLogin();
  if (gid === undefined) return <NotFound />;
  const tab = groupTabOf(pathname);
  const rest = pathname.slice(groupPath(gid).length).split('/').filter(Boolean);
  const detailId = rest[0] === 'submission-detail' ? idOf(rest[1]) : undefined;
  if (rest[0] === 'submission-detail' && detailId === undefined) return <NotFound />;
  const discussionId = rest[0] === 'discussion-detail' ? idOf(rest[1]) : undefined;
  if (rest[0] === 'discussion-detail' && discussionId === undefined) return <NotFound />;
  return (
    <GroupPage
      key={gid}
      gid={gid}
      tab={tab}
      live={getLiveClient()}
      links={links}
      fullWidth={detailId !== undefined}
      content={({ level }) =>
        tab === 'discussion' ? (
          <GroupDiscussions
            gid={gid}
            level={level}
            did={discussionId}
            problemId={rest[0] === 'discussion' && rest[1] ? decodeURIComponent(rest[1]) : undefined}
            onLoginRequired={openLogin}
          />
        ) : tab === 'status' ? (
          detailId !== undefined ? (
            <SubmissionDetailPage
              key={detailId}
              submitId={detailId}
              live={submissionLive()}
              links={groupSubmissionLinks(gid)}
            />
          ) : (
            <StatusPage
              live={submissionLive()}
              links={groupSubmissionLinks(gid)}
              onLoginRequired={openLogin}
              group={{ gid, room: `group:${gid}:status` }}
            />
          )
        ) : (
          <GroupContests gid={gid} level={level} rest={rest.slice(1)} />
        )
      }
    />
  );
}

/** /group/:gid/discussion and /group/:gid/discussion-detail/:did (spec 03 §2.7), inside the group's shell. */
function GroupDiscussions({
  gid,
  level,
  did,
  problemId,
  onLoginRequired,
}: {
  gid: number;
  level: number;
  did: number | undefined;
  /** /group/:gid/discussion/:problemId: that problem's discussions (spec 03 §2.1). */
  problemId: string | undefined;
  onLoginRequired: () => void;
}) {
  const client = useQueryClient();
  const discussionLinks = groupDiscussionLinks(gid);
  const moderates = level >= 4;
  if (did === undefined)
    return (
      <GroupDiscussionList
        key={problemId ?? ''}
        gid={gid}
        problemId={problemId}
        moderates={moderates}
        room={`group:${gid}:content`}
        live={getLiveClient()}
        links={discussionLinks}
      />
    );
  return (
    <DiscussionDetailPage
      key={did}
      did={did}
      links={discussionLinks}
      onLoginRequired={onLoginRequired}
      group={{ gid, moderates }}
      comments={
        <CommentArea
          place={{ did }}
          live={getLiveClient()}
          onLoginRequired={onLoginRequired}
          onCommentNum={(commentNum) =>
            client.setQueryData<{ commentNum: number }>(queryKeys.discussion(did), (detail) =>
              detail ? { ...detail, commentNum } : detail,
            )
          }
        />
      }
    />
  );
}

/** A back link to the group's tab, above the full-width pages (spec 03 §2.3). */
function BackToGroup({ to }: { to: string }) {
  const { t } = useTranslation();
  return <Link to={to}>{t('groupContent.menu.back')}</Link>;
}

/** /group/:gid/problem/:problemId: the group's problem, full width, submitted with the group's id. */
export function GroupProblemRoute() {
  const gid = idOf(useParams().gid);
  const { problemId = '' } = useParams();
  const config = useAtomValue(siteConfigAtom);
  const focused = useLocation().pathname.endsWith(FULL_SCREEN);
  if (gid === undefined) return <NotFound />;
  const page = links.problem(gid, problemId);
  return (
    <>
      {focused ? null : <BackToGroup to={links.problems(gid)} />}
      <PracticeProblemPage
        key={`${gid}:${problemId}`}
        problemId={problemId}
        gid={gid}
        // Its discussions are the group's (spec 03 §2.1 /group/:gid/discussion/:problemId).
        discussionHref={
          config?.openGroupDiscussion ? groupDiscussionLinks(gid).problemList(problemId) : undefined
        }
        source={{ path: '/api/get-problem-detail', query: { problemId, gid } }}
        listHref={links.problems(gid)}
        focus={{ active: focused, toggleHref: page + (focused ? '' : FULL_SCREEN) }}
      />
    </>
  );
}

/** /group/:gid/problem-admin/create and /group/:gid/problem-admin/:pid/edit: the problem form with the gid. */
export function GroupProblemEditorRoute() {
  const gid = idOf(useParams().gid);
  const pid = idOf(useParams().pid);
  const cid = idOf(useSearchParams()[0].get('cid') ?? undefined);
  if (gid === undefined) return <NotFound />;
  // With `?cid=` (a group contest's "Write a new problem"): the new group problem joins that contest.
  const forContest: ProblemForContest | undefined =
    pid === undefined && cid !== undefined
      ? {
          join: ({ problemId }) => addNewGroupProblemToContest(cid, problemId),
          done: contestAdminLinks(gid).problems(cid),
        }
      : undefined;
  const editorLinks: ProblemAdminLinks = {
    list: links.problems(gid),
    create: links.problemCreate(gid),
    importPage: links.problems(gid),
    tags: links.problems(gid),
    edit: (saved) => links.problemEdit(gid, saved),
    problem: (problemId) => links.problem(gid, problemId),
  };
  return (
    <>
      <BackToGroup to={links.problems(gid)} />
      <GroupProblemEditor gid={gid} pid={pid} links={editorLinks} forContest={forContest} />
    </>
  );
}

/** The form once the group's short name is known: a group problem's fixed ID prefix (spec 03 "Group problem"). */
function GroupProblemEditor({
  gid,
  pid,
  links: editorLinks,
  forContest,
}: {
  gid: number;
  pid?: number;
  links: ProblemAdminLinks;
  forContest?: ProblemForContest;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const group = useApiQuery(queryKeys.group(gid, user?.uid), (signal) => getGroupDetail(gid, signal));
  if (group.error && !group.data)
    return <ErrorCallout title={t('group.detail.loadError')} error={group.error} />;
  if (!group.data) return <Skeleton height="480px" />;
  return (
    <ProblemEditorPage
      key={`${gid}:${pid ?? 'new'}`}
      pid={pid}
      gid={gid}
      links={editorLinks}
      forContest={forContest}
      idPrefix={group.data.shortName}
    />
  );
}

/** /group/:gid/training/:tid[/problems|/rank]: the training's pages with the group's links. */
export function GroupTrainingRoute() {
  const gid = idOf(useParams().gid);
  const tid = idOf(useParams().tid);
  const { pathname } = useLocation();
  const openLogin = useOpenLogin();
  if (gid === undefined || tid === undefined) return <NotFound />;
  const tab: TrainingTab = pathname.endsWith('/problems')
    ? 'problems'
    : pathname.endsWith('/rank')
      ? 'rank'
      : 'intro';
  return (
    <>
      <BackToGroup to={links.trainings(gid)} />
      <TrainingDetailPage
        key={tid}
        tid={tid}
        tab={tab}
        live={getLiveClient()}
        links={trainingLinks(gid)}
        onLoginRequired={openLogin}
      />
    </>
  );
}

/** /group/:gid/training/:tid/problem/:problemId: a group training's problem in training mode. */
export function GroupTrainingProblemRoute() {
  const gid = idOf(useParams().gid);
  const tid = idOf(useParams().tid);
  const { problemId = '' } = useParams();
  const { t } = useTranslation();
  const focused = useLocation().pathname.endsWith(FULL_SCREEN);
  if (gid === undefined || tid === undefined) return <NotFound />;
  const training = trainingLinks(gid);
  return (
    <PracticeProblemPage
      key={`${tid}:${problemId}`}
      problemId={problemId}
      gid={gid}
      source={{ path: '/api/get-training-problem-details', query: { tid, problemId } }}
      listHref={training.problems(tid)}
      focus={{
        active: focused,
        toggleHref: training.problem(tid, problemId) + (focused ? '' : FULL_SCREEN),
        list: {
          set: { tid },
          problemHref: (next) => training.problem(tid, next) + FULL_SCREEN,
          currentProblemId: problemId,
        },
      }}
      training={{
        problemsHref: training.problems(tid),
        backLabel: t('training.menu.back'),
        header: <TrainingProblemHeader tid={tid} links={training} home={links.home(gid)} />,
      }}
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
