import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toError } from '@/lib/guards';
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
  const [page, setPage] = useState<ProblemPage>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error>();
  const [statuses, setStatuses] = useState<ProblemStatusMap>({});

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getProblemList(listQuery(readFilters(new URLSearchParams(search))), controller.signal).then(
      (next) => {
        setPage(next);
        setError(undefined);
        setLoading(false);
      },
      (thrown: unknown) => {
        if (controller.signal.aborted) return;
        setError(toError(thrown));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [search]);

  const uid = user?.uid;
  useEffect(() => {
    const pids = page?.records.map((row) => row.pid) ?? [];
    if (!uid || pids.length === 0) {
      setStatuses({});
      return;
    }
    const controller = new AbortController();
    getUserProblemStatus(pids, controller.signal).then(setStatuses, () => {
      // quiet: the list stays usable without its status icons
    });
    return () => controller.abort();
  }, [uid, page]);

  return { page, loading, error, statuses };
}
