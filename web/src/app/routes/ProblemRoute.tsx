import { Skeleton } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
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
  const openLogin = useOpenLogin();
  const live = submissionLive();
  const config = useAtomValue(siteConfigAtom);
  // Keyed by the problem, so following a link to another problem starts from a clean page.
  return (
    <ProblemPage
      key={problemId}
      problemId={problemId}
      listHref={paths.problem}
      tagHref={problemsWithTagPath}
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
