import { useCallback, useEffect, useState } from 'react';
import { toError } from '@/lib/guards';
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

/** The submission and its judged cases, kept current by the caller's live updates. */
export function useSubmissionDetail(submitId: number): SubmissionDetailState {
  const [detail, setDetail] = useState<SubmissionDetail>();
  const [cases, setCases] = useState<CaseResults>();
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same submission again.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([getSubmissionDetail(submitId, signal), getAllCaseResult(submitId, signal)]).then(
      ([nextDetail, nextCases]) => {
        setDetail(nextDetail);
        setCases(nextCases);
        setError(undefined);
      },
      (thrown: unknown) => {
        if (!signal.aborted) setError(toError(thrown));
      },
    );
    return () => controller.abort();
  }, [submitId, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const applyRow = useCallback(
    (row: SubmissionRow) => {
      if (row.submitId !== submitId) return;
      setDetail((current) =>
        current ? { ...current, submission: { ...current.submission, ...row } } : current,
      );
      // A rejudge starts a new round: the old cases no longer stand.
      if (row.status === 5)
        setCases((current) =>
          current?.judgeCaseList ? { ...current, judgeCaseList: [], subTaskJudgeCaseVoList: null } : current,
        );
    },
    [submitId],
  );
  const applyCase = useCallback((judged: CaseResult) => {
    setCases((current) => {
      const list = current?.judgeCaseList;
      if (!current || !list) return current; // the reader may not see cases
      return { ...current, judgeCaseList: addCase({ cases: list }, judged).cases };
    });
  }, []);
  const setShare = useCallback((share: boolean) => {
    setDetail((current) =>
      current ? { ...current, submission: { ...current.submission, share } } : current,
    );
  }, []);
  return { detail, cases, error, reload, applyRow, applyCase, setShare };
}
