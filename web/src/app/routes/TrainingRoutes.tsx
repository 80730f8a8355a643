import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { getLiveClient } from '@/features/live';
import {
  TrainingDetailPage,
  type TrainingLinks,
  TrainingListPage,
  TrainingProblemHeader,
  type TrainingTab,
} from '@/features/training';
import { NotFound } from './NotFound';
import { PracticeProblemPage } from './ProblemRoute';
import { FULL_SCREEN, paths, trainingPath, userHomePath } from './paths';
import { useOpenLogin } from './submissionWiring';

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
  const focused = useLocation().pathname.endsWith(FULL_SCREEN);
  if (tid === undefined) return <NotFound />;
  return (
    <PracticeProblemPage
      key={`${tid}:${problemId}`}
      problemId={problemId}
      source={{ path: '/api/get-training-problem-details', query: { tid, problemId } }}
      listHref={links.problems(tid)}
      focus={{
        active: focused,
        toggleHref: links.problem(tid, problemId) + (focused ? '' : FULL_SCREEN),
        list: {
          set: { tid },
          problemHref: (next) => links.problem(tid, next) + FULL_SCREEN,
          currentProblemId: problemId,
        },
      }}
      training={{
        problemsHref: links.problems(tid),
        backLabel: t('training.menu.back'),
        header: <TrainingProblemHeader tid={tid} links={links} home={paths.home} />,
      }}
    />
  );
}
