import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery, writeLiveChange } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getSubmissionList, type SubmissionListQuery } from '../api/getSubmissionList';
import type { RowPage } from '../model/liveRows';

export interface SubmissionPageState {
  /** The last page that arrived; kept on screen while the next one loads. */
  page: RowPage | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Changes the page on screen (live rows), in the query cache. */
  update: (change: (page: RowPage) => RowPage) => void;
  reload: () => void;
}

/** One page of submissions as a query; `query` undefined loads nothing (e.g. a visitor's own list). */
export function useSubmissionPage(query: SubmissionListQuery | undefined): SubmissionPageState {
  const client = useQueryClient();
  const key = queryKeys.submissionList(query ?? {});
  const page = useApiQuery<RowPage>(key, query && ((signal) => getSubmissionList(query, signal)));
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyText` stands for `key`.
  const update = useCallback(
    (change: (current: RowPage) => RowPage) => writeLiveChange<RowPage>(client, key, change),
    [client, keyText],
  );
  return { page: page.data, loading: page.loading, error: page.error, update, reload: page.reload };
}
