/** Where a contest stands on the reader's clock. */
export type ClockPhase = 'before' | 'running' | 'ended';

export interface ContestClockState {
  phase: ClockPhase;
  /** Until the start (before) or the end (running); 0 once ended. */
  remaining: number;
  /** The share of the contest's duration gone, 0 to 1. */
  elapsed: number;
}

/**
 * The contest clock at `now` (epoch ms): count-down before the start, time left and progress during.
 * @example contestClock(start, start + 3_600_000, start + 900_000) // { phase: 'running', remaining: 2_700_000, elapsed: 0.25 }
 */
export function contestClock(start: number, end: number, now: number): ContestClockState {
  if (now < start) return { phase: 'before', remaining: start - now, elapsed: 0 };
  if (now >= end) return { phase: 'ended', remaining: 0, elapsed: 1 };
  return { phase: 'running', remaining: end - now, elapsed: (now - start) / Math.max(1, end - start) };
}

/** Whether the submit button works inside a contest, and why not (spec 02 sections 4-5). */
export type SubmitGate =
  | { state: 'open' }
  | { state: 'afterContest' }
  | { state: 'closed'; reason: 'notStarted' | 'ended' };

/**
 * The server's rule for contest submissions, shown before the click: closed before the start and after
 * the end, unless the contest takes submissions after its end (then tagged 'after contest'); its admins
 * may always submit (their own tests).
 * @example submitGate('ended', { allowEndSubmit: true, isAdmin: false }) // { state: 'afterContest' }
 */
export function submitGate(
  phase: ClockPhase,
  { allowEndSubmit, isAdmin }: { allowEndSubmit: boolean; isAdmin: boolean },
): SubmitGate {
  if (isAdmin || phase === 'running') return { state: 'open' };
  if (phase === 'before') return { state: 'closed', reason: 'notStarted' };
  return allowEndSubmit ? { state: 'afterContest' } : { state: 'closed', reason: 'ended' };
}
