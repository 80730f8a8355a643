import { useAtomValue } from 'jotai';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { getProblemList, type ProblemPage } from '../api/getProblemList';
import { getUserProblemStatus, type ProblemStatusMap } from '../api/getUserProblemStatus';
import { listQuery, readFilters } from '../model/filters';

export interface ProblemListState {
  /** The last page that arrived; kept on screen while the next one loads. */
  page: ProblemPage | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The signed-in user's status per pid; empty for a visitor. */
  statuses: ProblemStatusMap;
}

/**
 * Loads the problems the query string `search` asks for, then, for a signed-in user, their status on
 * each. Keyed by the string so a re-render with equal filters does not ask again.
 */
export function useProblemList(search: string): ProblemListState {
  const user = useAtomValue(currentUserAtom);
  const query = listQuery(readFilters(new URLSearchParams(search)));
  const list = useApiQuery<ProblemPage>(queryKeys.problemList(query), (signal) =>
    getProblemList(query, signal),
  );
  const page = list.data;
  const uid = user?.uid;
  const pids = page?.records.map((row) => row.pid) ?? [];
  // Quiet on failure: the list stays usable without its status icons.
  const statuses = useApiQuery<ProblemStatusMap>(
    queryKeys.problemStatuses(uid ?? '', pids),
    uid && pids.length > 0 ? (signal) => getUserProblemStatus(pids, signal) : undefined,
    { dropPrevious: true },
  );
  return { page, loading: list.loading, error: list.error, statuses: (uid && statuses.data) || {} };
}
