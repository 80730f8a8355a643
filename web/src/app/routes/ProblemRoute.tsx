import { useParams } from 'react-router-dom';
import { ProblemPage } from '@/features/problem';
import { paths, problemsWithTagPath } from './paths';

/** /problem/:problemId, loaded lazily by the router (the editor within loads later still). */
export function ProblemRoute() {
  const { problemId = '' } = useParams();
  // Keyed by the problem, so following a link to another problem starts from a clean page.
  return (
    <ProblemPage
      key={problemId}
      problemId={problemId}
      listHref={paths.problem}
      tagHref={problemsWithTagPath}
    />
  );
}
