import { ContestType, SubmissionStatus } from '@oj/events/vocabulary';
import { type RankedAcmRow, rankAcm } from './acmRank';
import { foldAcmRows } from './acmRow';
import type { AwardRules } from './awards';
import { type BoardRules, type BoardSubmission, PUBLIC_VIEW, REAL_VIEW } from './boardTypes';
import { foldOiRows, type RankedOiRow, rankOi } from './oiRow';
import { isSealedAt, type SealState } from './seal';

/** One change of a submission's result: a verdict, a rejudge (back to pending), a cancel. Times in epoch ms. */
export interface VerdictChange {
  at: number;
  status: number;
  score: number | null;
  time: number | null;
}

/**
 * A contest submission with every change of its result, oldest first: what a replay folds. A
 * submission nobody judged yet has no changes.
 *
 * @example
 * { submitId: 7, uid: 'u1', username: 'ann', displayId: 'A', submitTime: t0,
 *   changes: [{ at: t0 + 9_000, status: 0, score: null, time: 15 }] }
 */
export interface SubmissionHistory {
  submitId: number;
  uid: string;
  username: string;
  displayId: string;
  submitTime: number;
  changes: readonly VerdictChange[];
}

/** The contest settings a replay needs, as plain data (a JSON reply carries them to the browser). */
export interface ReplaySettings {
  rules: BoardRules;
  seal: SealState;
  /** When the seal was lifted by switching it off after the end (null: never). */
  sealLiftedAt: number | null;
  starUsernames: readonly string[];
  awards: AwardRules;
}

/** public: what everybody saw at T (sealed while the seal held); real: the admins' board at T. */
export type ReplaySide = 'public' | 'real';

export type BoardAt =
  | { type: typeof ContestType.acm; sealed: boolean; rows: RankedAcmRow[] }
  | { type: typeof ContestType.oi; sealed: boolean; rows: RankedOiRow[] };

/**
 * The submission as it stood at `at`: absent before it was made, pending until its first verdict,
 * then the latest change at or before `at` (a rejudge puts it back to pending until the new verdict).
 */
export function submissionAt(history: SubmissionHistory, at: number): BoardSubmission | undefined {
  if (history.submitTime >= at) return undefined;
  let current: VerdictChange | undefined;
  for (const change of history.changes) if (change.at <= at) current = change;
  return {
    submitId: history.submitId,
    uid: history.uid,
    username: history.username,
    displayId: history.displayId,
    submitTime: history.submitTime,
    status: current?.status ?? SubmissionStatus.pending,
    score: current?.score ?? null,
    time: current?.time ?? null,
    judgedAt: current?.at ?? null,
  };
}

/** The submissions as they stood at `at`. */
export function submissionsAtTime(history: readonly SubmissionHistory[], at: number): BoardSubmission[] {
  const out: BoardSubmission[] = [];
  for (const h of history) {
    const s = submissionAt(h, at);
    if (s) out.push(s);
  }
  return out;
}

/** Whether the public saw the sealed board at `at`: the seal's own rule, until it was switched off. */
export function publicSealedAt(settings: Pick<ReplaySettings, 'seal' | 'sealLiftedAt'>, at: number): boolean {
  if (settings.sealLiftedAt !== null && at >= settings.sealLiftedAt) return false;
  return isSealedAt(settings.seal, at);
}

/**
 * Time travel: the board as it stood at `at`, folded by the same pure code as the live projection
 * from the submissions as they were then. The public side is sealed exactly when the public board was.
 *
 * @example
 * boardAt(settings, history, settings.rules.endTime, 'real').rows[0].rank // 1
 */
export function boardAt(
  settings: ReplaySettings,
  history: readonly SubmissionHistory[],
  at: number,
  side: ReplaySide,
  removeStar = false,
): BoardAt {
  const sealed = side === 'public' && publicSealedAt(settings, at);
  const view = sealed ? PUBLIC_VIEW : REAL_VIEW;
  const submissions = submissionsAtTime(history, at);
  const options = { starUsernames: new Set(settings.starUsernames), removeStar, awards: settings.awards };
  const { rules } = settings;
  if (rules.type === ContestType.oi)
    return { type: ContestType.oi, sealed, rows: rankOi(foldOiRows(submissions, rules, view), options) };
  return { type: ContestType.acm, sealed, rows: rankAcm(foldAcmRows(submissions, rules, view), options) };
}
