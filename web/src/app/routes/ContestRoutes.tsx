import { ContestPhase } from '@oj/events/vocabulary';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { EventFeedDownload } from '@/features/clicsFeed';
import { CommentArea } from '@/features/comment';
import {
  ContestAcInfo,
  ContestAdminPrint,
  ContestAnnouncements,
  ContestBoard,
  type ContestLinks,
  ContestListPage,
  ContestOverview,
  ContestPrint,
  ContestProblemHeader,
  ContestProblemList,
  ContestProblemSubmissions,
  ContestRegistrations,
  ContestRejudgeAdmin,
  ContestShell,
  ContestSubmissionList,
  useContestSubmitGate,
  useContestView,
} from '@/features/contest';
import { getLiveClient } from '@/features/live';
import { ProblemPage } from '@/features/problem';
import { StatusTag, SubmitPanel } from '@/features/submission';
import { NotFound } from './NotFound';
import {
  contestPath,
  contestProblemPath,
  contestScoreboardPath,
  contestSubmissionPath,
  FULL_SCREEN,
  paths,
  problemsWithTagPath,
  submissionPath,
  userHomePath,
} from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

const contestLinks: ContestLinks = {
  list: paths.contest,
  contest: contestPath,
  tab: (cid, tab, query) => `${contestPath(cid)}/${tab}${query ? `?${query}` : ''}`,
  problem: contestProblemPath,
  submission: submissionPath,
  contestSubmission: contestSubmissionPath,
  user: (uid, username) => userHomePath({ uid, username }),
  scoreboard: contestScoreboardPath,
};

function useCid(): number | undefined {
  const cid = Number(useParams().cid);
  return Number.isInteger(cid) && cid > 0 ? cid : undefined;
}

/** /contest */
export function ContestListRoute() {
  return <ContestListPage links={contestLinks} />;
}

/** /contest/:cid and its tabs, keyed by the contest so another one starts clean. */
export function ContestShellRoute() {
  const cid = useCid();
  const openLogin = useOpenLogin();
  if (cid === undefined) return <NotFound />;
  return (
    <ContestShell key={cid} cid={cid} links={contestLinks} onLoginRequired={openLogin} live={getLiveClient()}>
      <Outlet />
    </ContestShell>
  );
}

/** /contest/:cid: the description, and for contest admins the event feed download. */
export function ContestOverviewRoute() {
  return <ContestOverview adminTools={(cid) => <EventFeedDownload cid={cid} />} />;
}
export const ContestProblemsRoute = ContestProblemList;
export const ContestPrintRoute = ContestPrint;
/** /contest/:cid/rejudge (super admin). */
export const ContestRejudgeRoute = ContestRejudgeAdmin;

/** /contest/:cid/registrations (the contest's admins): who registered, with their confirm info. */
export const ContestRegistrationsRoute = ContestRegistrations;

/** /contest/:cid/announcements, new ones live on the page's one connection. */
export function ContestAnnouncementsRoute() {
  return <ContestAnnouncements live={getLiveClient()} />;
}

/**
 * /contest/:cid/comment (only while openContestComment is on): the shared comment area, where during the
 * contest a contestant sees only their own and the admins' comments.
 */
export function ContestCommentRoute() {
  const { contest, isAdmin } = useContestView();
  const openLogin = useOpenLogin();
  return (
    <CommentArea
      key={contest.id}
      place={{ cid: contest.id }}
      live={getLiveClient()}
      onLoginRequired={openLogin}
      contest={{ admin: isAdmin, running: contest.status === ContestPhase.running }}
    />
  );
}

/** /contest/:cid/ac-info, the balloon helper (contest admins, ACM), live. */
export function ContestAcInfoRoute() {
  return <ContestAcInfo live={getLiveClient()} />;
}

/** /contest/:cid/admin-print, the print queue (contest admins), live. */
export function ContestAdminPrintRoute() {
  return <ContestAdminPrint live={getLiveClient()} />;
}

/** /contest/:cid/submissions, with the submission feature's status tags (-5: unknown while sealed). */
export function ContestSubmissionsRoute() {
  return (
    <ContestSubmissionList live={getLiveClient()} renderStatus={(status) => <StatusTag status={status} />} />
  );
}

/** /contest/:cid/rank, live on the page's one connection. */
export function ContestRankRoute() {
  return <ContestBoard live={getLiveClient()} />;
}

/**
 * /contest/:cid/problem/:displayId: the problem page read from the contest, submitting with the cid.
 * The editor's code is kept under the contest and its display id, apart from practice and other contests.
 */
export function ContestProblemRoute() {
  const cid = useCid();
  const { displayId = '' } = useParams();
  const focused = useLocation().pathname.endsWith(FULL_SCREEN);
  if (cid === undefined) return <NotFound />;
  return <ContestProblemPage key={`${cid}:${displayId}`} cid={cid} displayId={displayId} focused={focused} />;
}

/** A contest's problem: its clock above the statement, and a submit button that follows the contest's times. */
function ContestProblemPage({
  cid,
  displayId,
  focused,
}: {
  cid: number;
  displayId: string;
  focused: boolean;
}) {
  const openLogin = useOpenLogin();
  const live = submissionLive();
  const gate = useContestSubmitGate(cid, displayId);
  return (
    <ProblemPage
      problemId={`${cid}-${displayId}`}
      source={{ path: '/api/get-contest-problem-details', query: { cid, displayId } }}
      listHref={`${contestPath(cid)}/problems`}
      focus={{
        active: focused,
        toggleHref: contestProblemPath(cid, displayId) + (focused ? '' : FULL_SCREEN),
        list: {
          set: { cid },
          problemHref: (next) => contestProblemPath(cid, next) + FULL_SCREEN,
          currentProblemId: displayId,
        },
      }}
      contest={{
        cid,
        problemsHref: `${contestPath(cid)}/problems`,
        header: (
          <ContestProblemHeader
            cid={cid}
            displayId={displayId}
            problemHref={(next) => contestProblemPath(cid, next) + (focused ? FULL_SCREEN : '')}
          />
        ),
      }}
      renderMySubmissions={() => (
        <ContestProblemSubmissions
          cid={cid}
          displayId={displayId}
          live={getLiveClient()}
          submissionHref={(submitId) => contestSubmissionPath(cid, displayId, submitId)}
          renderStatus={(status) => <StatusTag status={status} />}
        />
      )}
      tagHref={problemsWithTagPath}
      renderSubmit={({ problem, editor, reload }) => (
        <SubmitPanel
          live={live}
          pid={problem.id}
          cid={cid}
          samples={problem.examples}
          editor={editor}
          links={submissionLinks}
          onLoginRequired={openLogin}
          onJudged={reload}
          closedReason={gate?.closedReason}
          afterContest={gate?.afterContest}
          confirmSubmit={gate?.confirmSubmit}
          onSubmitted={gate?.onSubmitted}
        />
      )}
    />
  );
}
