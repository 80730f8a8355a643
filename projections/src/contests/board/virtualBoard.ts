import { isOpenStatus } from '@oj/events/vocabulary';
import { type BoardAt, boardAt, type ReplaySettings, type SubmissionHistory } from './boardAt';

/** A virtual participant's own submission as they know it: real times (epoch ms) and its latest result. */
export interface VirtualSubmission {
  submitId: number;
  displayId: string;
  submitTime: number;
  status: number;
  score: number | null;
  time: number | null;
  /** When its current verdict came (null while it is being judged). */
  judgedAt: number | null;
}

/** The participant's row on the ghost board: a uid no real contestant has. */
export const virtualUid = (uid: string) => `virtual:${uid}`;

/**
 * The participant's submissions moved onto contest time: minute m of their own clock is minute m of
 * the contest (`t - startedAt + contestStart`), each with its verdict at its own shifted time.
 *
 * @example
 * shiftOntoContest(own, { uid: 'u1', username: 'ann' }, startedAt, contestStart)[0].submitTime
 * // contestStart + (own[0].submitTime - startedAt)
 */
export function shiftOntoContest(
  own: readonly VirtualSubmission[],
  participant: { uid: string; username: string },
  startedAt: number,
  contestStart: number,
): SubmissionHistory[] {
  const shift = contestStart - startedAt;
  return own.map((s) => ({
    submitId: s.submitId,
    uid: virtualUid(participant.uid),
    username: participant.username,
    displayId: s.displayId,
    submitTime: s.submitTime + shift,
    changes:
      isOpenStatus(s.status) || s.judgedAt === null
        ? []
        : [{ at: s.judgedAt + shift, status: s.status, score: s.score, time: s.time }],
  }));
}

/**
 * The board a virtual participant sees `elapsed` ms into their own clock: the real contestants as they
 * stood at that minute of the contest (ghosts, public side, so sealed exactly when the real board was)
 * with the participant folded in by the same pure code. Elapsed is held to [0, contest length].
 *
 * @example
 * virtualBoardAt(settings, ghosts, shiftOntoContest(own, me, startedAt, start), 60 * 60_000)
 */
export function virtualBoardAt(
  settings: ReplaySettings,
  ghosts: readonly SubmissionHistory[],
  own: readonly SubmissionHistory[],
  elapsed: number,
): BoardAt {
  const { startTime, endTime } = settings.rules;
  const at = startTime + Math.max(0, Math.min(elapsed, endTime - startTime));
  return boardAt(settings, [...ghosts, ...own], at, 'public');
}
