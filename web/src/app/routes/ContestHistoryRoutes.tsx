import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import {
  ContestReplay,
  useVirtualWindow,
  VirtualContest,
  VirtualProblemHeader,
} from '@/features/contestReplay';
import { getLiveClient } from '@/features/live';
import { ProblemPage } from '@/features/problem';
import { ScrollBoardLauncher, ScrollBoardPage } from '@/features/scrollBoard';
import { StatusTag, SubmitPanel } from '@/features/submission';
import { NotFound } from './NotFound';
import {
  contestVirtualPath,
  contestVirtualProblemPath,
  paths,
  problemsWithTagPath,
  submissionPath,
} from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

function useCid(): number | undefined {
  const cid = Number(useParams().cid);
  return Number.isInteger(cid) && cid > 0 ? cid : undefined;
}

/** /contest/:cid/replay: the board at any moment of the contest. */
export function ContestReplayRoute() {
  const cid = useCid();
  return cid === undefined ? <NotFound /> : <ContestReplay key={cid} cid={cid} />;
}

/** /contest/:cid/scroll-board: medals and the button that opens the full-screen scroll board. */
export function ContestScrollBoardRoute() {
  const cid = useCid();
  return cid === undefined ? (
    <NotFound />
  ) : (
    <ScrollBoardLauncher key={cid} cid={cid} pagePath={paths.scrollBoard} />
  );
}

/** /scrollBoard?cid=&removeStar=&medals[]=: full screen, outside the site's layout. */
export function ScrollBoardRoute() {
  const { search } = useLocation();
  return <ScrollBoardPage search={search} />;
}

/** /contest/:cid/virtual: virtual participation in the ended contest (its own clock, the ghost board). */
export function ContestVirtualRoute() {
  const cid = useCid();
  if (cid === undefined) return <NotFound />;
  return (
    <VirtualContest
      key={cid}
      cid={cid}
      live={getLiveClient()}
      problemHref={(displayId) => contestVirtualProblemPath(cid, displayId)}
      submissionHref={submissionPath}
      renderStatus={(status) => <StatusTag status={status} />}
    />
  );
}

/** /contest/:cid/virtual/problem/:displayId: the contest's problem, submitted virtually inside one's own window. */
export function ContestVirtualProblemRoute() {
  const cid = useCid();
  const { displayId = '' } = useParams();
  if (cid === undefined) return <NotFound />;
  return <VirtualProblemPage key={`${cid}:${displayId}`} cid={cid} displayId={displayId} />;
}

function VirtualProblemPage({ cid, displayId }: { cid: number; displayId: string }) {
  const { t } = useTranslation();
  const openLogin = useOpenLogin();
  const live = submissionLive();
  const open = useVirtualWindow(cid, live);
  const problemHref = (next: string) => contestVirtualProblemPath(cid, next);
  return (
    <ProblemPage
      problemId={`${cid}-${displayId}`}
      source={{ path: '/api/get-contest-problem-details', query: { cid, displayId } }}
      listHref={contestVirtualPath(cid)}
      contest={{
        cid,
        problemsHref: contestVirtualPath(cid),
        backLabel: t('contestReplay.virtual.back'),
        header: (
          <VirtualProblemHeader cid={cid} displayId={displayId} live={live} problemHref={problemHref} />
        ),
      }}
      tagHref={problemsWithTagPath}
      renderSubmit={({ problem, editor, reload }) => (
        <SubmitPanel
          live={live}
          pid={problem.id}
          cid={cid}
          virtual
          samples={problem.examples}
          editor={editor}
          links={submissionLinks}
          onLoginRequired={openLogin}
          onJudged={reload}
          closedReason={open === false ? t('contestReplay.virtual.closed') : undefined}
        />
      )}
    />
  );
}
