import { isAccepted } from '@oj/events/vocabulary';
import type { CaseResult } from '../api/schemas';

/** How far the judging of one submission has come, from the cases pushed live. */
export interface JudgeProgress {
  /** Cases judged so far, by seq. */
  cases: CaseResult[];
}

export const noProgress: JudgeProgress = { cases: [] };

/** Adds (or replaces, by seq) a judged case. */
export function addCase(progress: JudgeProgress, judged: CaseResult): JudgeProgress {
  const cases = progress.cases.filter((c) => c.seq !== judged.seq);
  cases.push(judged);
  cases.sort((a, b) => a.seq - b.seq);
  return { cases };
}

/** The cases judged so far, and those of them that did not pass. */
export function progressCounts(progress: JudgeProgress): { judged: number; failed: number } {
  return {
    judged: progress.cases.length,
    failed: progress.cases.filter((c) => !isAccepted(c.status)).length,
  };
}
