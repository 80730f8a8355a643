import { ProblemListPage } from '@/features/problemList';
import { problemPath } from './paths';

/** /problem, loaded lazily by the router. */
export function ProblemListRoute() {
  return <ProblemListPage problemHref={problemPath} />;
}
