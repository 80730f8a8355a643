import { ContestType, type ContestTypeCode, isOpenStatus, SubmissionStatus } from '@oj/events/vocabulary';
/**
 * What the scoreboard folds: a contest submission as the board sees it. Pure data, no database, so the
 * same folds serve the live projection, a rebuild, the NWERC tests and a replay at any time T.
 *
 * @example
 * const s: BoardSubmission = { submitId: 7, uid: 'u1', username: 'ann', displayId: 'A',
 *   submitTime: Date.parse('2026-01-01T10:03:00Z'), status: 0, score: null, time: 15 };
 */
export interface BoardSubmission {
  submitId: number;
  uid: string;
  username: string;
  displayId: string;
  /** Epoch ms. */
  submitTime: number;
  /** The spec's status code (spec 04 "Judging"); an open status while not judged yet. */
  status: number;
  /** OI problems: the submission's score (null for a compile error or an ACM problem). */
  score: number | null;
  /** Run time in ms (the slowest case), null until judged. */
  time: number | null;
  /** Epoch ms of the verdict, when known: a replay at T shows later verdicts as pending. */
  judgedAt?: number | null;
}

/**
 * Verdicts that cost a try (spec 04): presentation error, wrong answer, time, memory, runtime error, and
 * output limit exceeded, which the reference counted as the runtime error it made of it.
 */
const PENALISED = new Set<number>([
  SubmissionStatus.presentationError,
  SubmissionStatus.wrongAnswer,
  SubmissionStatus.timeLimitExceeded,
  SubmissionStatus.memoryLimitExceeded,
  SubmissionStatus.runtimeError,
  SubmissionStatus.outputLimitExceeded,
]);
/** Not the contestant's doing (OI boards skip them): system error, cancelled, submit failed. */
const VOID = new Set<number>([
  SubmissionStatus.systemError,
  SubmissionStatus.cancelled,
  SubmissionStatus.submitFailed,
]);

/** Not judged yet: pending, compiling, judging, submitting. */
export const isWaiting = isOpenStatus;
export const isVoid = (status: number) => VOID.has(status);

/** The contest settings the board depends on (a subset of the contest's fields, times as epoch ms). */
export interface BoardRules {
  type: ContestTypeCode;
  startTime: number;
  endTime: number;
  /** When the public board freezes; null when the contest is not sealed. */
  sealTime: number | null;
  /** Minutes a rejected try costs once the problem is solved (ACM; default 20). */
  penaltyMinutes: number;
  /** Whether a compile error costs a try (ACM; off by default, as in CLICS). */
  compileErrorPenalty: boolean;
  /** Solve times in whole seconds (the reference) or floored to whole minutes (ICPC). */
  timeUnit: 'second' | 'minute';
  /** OI: a problem's score is the latest submission's (Recent) or the best one (Highest). */
  oiRankScoreType: 'Recent' | 'Highest';
}

export const defaultBoardRules = (startTime: number, endTime: number): BoardRules => ({
  type: ContestType.acm,
  startTime,
  endTime,
  sealTime: null,
  penaltyMinutes: 20,
  compileErrorPenalty: false,
  timeUnit: 'second',
  oiRankScoreType: 'Recent',
});

/**
 * Which board to fold: `sealed` freezes it at the seal time (the public board while the seal holds);
 * `containsEnd` takes in submissions made after the end (shown as such, and counted).
 */
export interface BoardView {
  sealed: boolean;
  containsEnd: boolean;
}
export const REAL_VIEW: BoardView = { sealed: false, containsEnd: false };
export const PUBLIC_VIEW: BoardView = { sealed: true, containsEnd: false };
export const REAL_AFTER_VIEW: BoardView = { sealed: false, containsEnd: true };

/** Whether a judged status costs a try under these rules. */
export function costsTry(status: number, rules: Pick<BoardRules, 'compileErrorPenalty'>): boolean {
  return PENALISED.has(status) || (status === SubmissionStatus.compileError && rules.compileErrorPenalty);
}

/** The window a view folds: submissions before the start never count; after the end only with containsEnd. */
export function inWindow(submitTime: number, rules: BoardRules, view: BoardView): boolean {
  if (submitTime < rules.startTime) return false;
  return view.containsEnd || submitTime < rules.endTime;
}

/** A submission the sealed board must not reveal. */
export function isFrozen(submitTime: number, rules: BoardRules, view: BoardView): boolean {
  return view.sealed && rules.sealTime !== null && submitTime >= rules.sealTime;
}

/** Board order: by submit time, then by id (two submissions in the same millisecond). */
export function bySubmitOrder(a: BoardSubmission, b: BoardSubmission): number {
  return a.submitTime - b.submitTime || a.submitId - b.submitId;
}

/**
 * The submissions as they stood at time `at` (replay): later ones absent, later verdicts pending.
 *
 * @example
 * foldAcmRows(submissionsAt(all, rules.startTime + 3_600_000), rules, REAL_VIEW) // the board at minute 60
 */
export function submissionsAt(submissions: readonly BoardSubmission[], at: number): BoardSubmission[] {
  return submissions
    .filter((s) => s.submitTime < at)
    .map((s) =>
      s.judgedAt != null && s.judgedAt > at
        ? { ...s, status: SubmissionStatus.pending, score: null, time: null }
        : s,
    );
}
