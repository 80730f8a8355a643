import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { ProblemPage } from '@/features/problem';
import { MySubmissions, SubmitPanel } from '@/features/submission';
import { siteConfigAtom } from '@/lib/siteConfig';
import { paths, problemDiscussionPath, problemsWithTagPath } from './paths';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

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
