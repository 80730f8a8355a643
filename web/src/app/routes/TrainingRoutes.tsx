import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { getLiveClient } from '@/features/live';
import { ProblemPage } from '@/features/problem';
import { MySubmissions, SubmitPanel } from '@/features/submission';
import {
  TrainingDetailPage,
  type TrainingLinks,
  TrainingListPage,
  TrainingProblemHeader,
  type TrainingTab,
} from '@/features/training';
import { NotFound } from './NotFound';
import { paths, problemsWithTagPath, trainingPath, userHomePath } from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

const links: TrainingLinks = {
  list: paths.training,
  detail: trainingPath,
  problems: (tid) => `${trainingPath(tid)}/problems`,
  rank: (tid) => `${trainingPath(tid)}/rank`,
  problem: (tid, problemId) => `${trainingPath(tid)}/problem/${encodeURIComponent(problemId)}`,
  userHome: userHomePath,
};

const useTid = () => {
  const { tid = '' } = useParams();
  return /^\d{1,9}$/.test(tid) && Number(tid) > 0 ? Number(tid) : undefined;
};

/** /training. */
export function TrainingListRoute() {
  return <TrainingListPage links={links} />;
}

/** /training/:tid, /training/:tid/problems and /training/:tid/rank: one page, the tab from the path. */
export function TrainingDetailRoute() {
  const tid = useTid();
  const { pathname } = useLocation();
  const openLogin = useOpenLogin();
  if (tid === undefined) return <NotFound />;
  const tab: TrainingTab = pathname.endsWith('/problems')
    ? 'problems'
    : pathname.endsWith('/rank')
      ? 'rank'
      : 'intro';
  return (
    <TrainingDetailPage
      key={tid}
      tid={tid}
      tab={tab}
      live={getLiveClient()}
      links={links}
      onLoginRequired={openLogin}
    />
  );
}

/**
 * /training/:tid/problem/:problemId: the problem page in training mode (the training menu and a back
 * link), read through the training's access rule; a submission is a practice submission of the problem.
 */
export function TrainingProblemRoute() {
  const tid = useTid();
  const { problemId = '' } = useParams();
  const { t } = useTranslation();
  const openLogin = useOpenLogin();
  const live = submissionLive();
  if (tid === undefined) return <NotFound />;
  return (
    <ProblemPage
      key={`${tid}:${problemId}`}
      problemId={problemId}
      source={{ path: '/api/get-training-problem-details', query: { tid, problemId } }}
      listHref={links.problems(tid)}
      tagHref={problemsWithTagPath}
      training={{
        problemsHref: links.problems(tid),
        backLabel: t('training.menu.back'),
        header: <TrainingProblemHeader tid={tid} links={links} home={paths.home} />,
      }}
      renderSubmit={({ problem, editor, reload }) => (
        <SubmitPanel
          live={live}
          pid={problem.id}
          samples={problem.examples}
          editor={editor}
          links={submissionLinks}
          onLoginRequired={openLogin}
          onJudged={reload}
        />
      )}
      renderMySubmissions={(problem) => (
        <MySubmissions
          live={live}
          pid={problem.id}
          problemId={problem.problemId}
          links={submissionLinks}
          onLoginRequired={openLogin}
        />
      )}
    />
  );
}
