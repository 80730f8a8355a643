import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { toError } from '@/lib/guards';
import { getSubmissionList, type SubmissionListQuery } from '../api/getSubmissionList';
import type { RowPage } from '../model/liveRows';

export interface SubmissionPageState {
  /** The last page that arrived; kept on screen while the next one loads. */
  page: RowPage | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Changes the page on screen (live rows). */
  update: (change: (page: RowPage) => RowPage) => void;
  reload: () => void;
}

/** Loads one page of submissions; `query` undefined loads nothing (e.g. a visitor's own list). */
export function useSubmissionPage(query: SubmissionListQuery | undefined): SubmissionPageState {
  const [page, setPage] = useState<RowPage>();
  const [loading, setLoading] = useState(query !== undefined);
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);
  // Keyed by the query's text, so a re-render with equal filters does not ask again.
  const key = query ? JSON.stringify(query) : '';
  const load = useEffectEvent((signal: AbortSignal) =>
    query ? getSubmissionList(query, signal) : undefined,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query, `round` asks again.
  useEffect(() => {
    const controller = new AbortController();
    const asked = load(controller.signal);
    if (!asked) return;
    setLoading(true);
    asked.then(
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
  }, [key, round]);

  const update = useCallback((change: (current: RowPage) => RowPage) => {
    setPage((current) => (current ? change(current) : current));
  }, []);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { page, loading, error, update, reload };
}
