import { SubmissionStatus } from '@oj/events/vocabulary';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery, writeLiveChange } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { type CaseResults, getAllCaseResult } from '../api/getAllCaseResult';
import { getSubmissionDetail, type SubmissionDetail } from '../api/getSubmissionDetail';
import type { CaseResult, SubmissionRow } from '../api/schemas';
import { addCase } from '../model/judgeProgress';

export interface SubmissionDetailState {
  detail: SubmissionDetail | undefined;
  cases: CaseResults | undefined;
  error: Error | undefined;
  /** Asks for the detail and the cases again (after a verdict: its message and final cases). */
  reload: () => void;
  /** A newer row of the submission (live, polled, or from an admin control). */
  applyRow: (row: SubmissionRow) => void;
  /** A case judged just now. */
  applyCase: (judged: CaseResult) => void;
  setShare: (share: boolean) => void;
}

interface DetailAndCases {
  detail: SubmissionDetail;
  cases: CaseResults;
}

/**
 * The submission and its judged cases, one query read together; the caller's live updates are
 * written into the cached query (`setQueryData`).
 */
export function useSubmissionDetail(submitId: number): SubmissionDetailState {
  const client = useQueryClient();
  const key = queryKeys.submission(submitId);
  const query = useApiQuery(
    key,
    async (signal): Promise<DetailAndCases> => {
      const [detail, cases] = await Promise.all([
        getSubmissionDetail(submitId, signal),
        getAllCaseResult(submitId, signal),
      ]);
      return { detail, cases };
    },
    { dropPrevious: true },
  );
  const change = useCallback(
    (update: (current: DetailAndCases) => DetailAndCases) =>
      writeLiveChange<DetailAndCases>(client, queryKeys.submission(submitId), update),
    [client, submitId],
  );
  const applyRow = useCallback(
    (row: SubmissionRow) => {
      if (row.submitId !== submitId) return;
      change(({ detail, cases }) => ({
        detail: { ...detail, submission: { ...detail.submission, ...row } },
        // A rejudge starts a new round: the old cases no longer stand.
        cases:
          row.status === SubmissionStatus.pending && cases.judgeCaseList
            ? { ...cases, judgeCaseList: [], subTaskJudgeCaseVoList: null }
            : cases,
      }));
    },
    [change, submitId],
  );
  const applyCase = useCallback(
    (judged: CaseResult) =>
      change((current) => {
        const list = current.cases.judgeCaseList;
        if (!list) return current; // the reader may not see cases
        return {
          ...current,
          cases: { ...current.cases, judgeCaseList: addCase({ cases: list }, judged).cases },
        };
      }),
    [change],
  );
  const setShare = useCallback(
    (share: boolean) =>
      change((current) => ({
        ...current,
        detail: { ...current.detail, submission: { ...current.detail.submission, share } },
      })),
    [change],
  );
  return {
    detail: query.data?.detail,
    cases: query.data?.cases,
    error: query.error,
    reload: query.reload,
    applyRow,
    applyCase,
    setShare,
  };
}
