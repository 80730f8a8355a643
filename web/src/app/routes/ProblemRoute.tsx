import { Skeleton } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { getLiveClient } from '@/features/live';
import { ProblemPage } from '@/features/problem';
import { MySubmissions, SubmitPanel } from '@/features/submission';
import { siteConfigAtom } from '@/lib/siteConfig';
import { discussionLinks } from './discussionLinks';
import { paths, problemDiscussionPath, problemsWithTagPath } from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

// The discussion feature loads only when the explanation tab opens.
const ProblemExplanations = lazy(() =>
  import('@/features/discussion').then((feature) => ({ default: feature.ProblemExplanations })),
);

/** /problem/:problemId, loaded lazily by the router (the editor within loads later still). */
export function ProblemRoute() {
  const { problemId = '' } = useParams();
  const config = useAtomValue(siteConfigAtom);
  // Keyed by the problem, so following a link to another problem starts from a clean page.
  return (
    <PracticeProblemPage
      key={problemId}
      problemId={problemId}
      listHref={paths.problem}
      discussionHref={config?.openPublicDiscussion ? problemDiscussionPath(problemId) : undefined}
      renderExplanations={
        config?.openPublicDiscussion
          ? (problem) => (
              <Suspense fallback={<Skeleton height="92px" />}>
                <ProblemExplanations
                  problemId={problem.problemId}
                  links={discussionLinks}
                  live={getLiveClient()}
                />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

type PracticeProblemPageProps = Omit<
  ComponentProps<typeof ProblemPage>,
  'renderSubmit' | 'renderMySubmissions' | 'tagHref'
> & {
  /** Inside a group: its own problems are submitted with the group's id. */
  gid?: number;
};

/**
 * The problem page with the practice submit flow (a submission of the problem itself, in no contest) and
 * the reader's submissions of it: the problem set's page, and a training's problem in training mode.
 */
export function PracticeProblemPage({ gid, ...props }: PracticeProblemPageProps) {
  const openLogin = useOpenLogin();
  const live = submissionLive();
  return (
    <ProblemPage
      {...props}
      tagHref={problemsWithTagPath}
      renderSubmit={({ problem, editor, reload }) => (
        <SubmitPanel
          live={live}
          pid={problem.id}
          gid={gid}
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
