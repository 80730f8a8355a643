import {
  type BoardAt,
  boardAt,
  expandHistory,
  type ReplaySide,
  type SubmissionHistory,
} from '@oj/projections/board';
import { formatClock } from '@/lib/time';
import type { ContestTimeline } from '../api/getContestHistory';

/** Contest seconds per real second. */
export const SPEEDS = [1, 10, 60, 300, 600] as const;
export type Speed = (typeof SPEEDS)[number];

export interface Replay {
  timeline: ContestTimeline;
  history: SubmissionHistory[];
  /** ms from the start to the end, and to the seal (null: no seal). */
  duration: number;
  sealOffset: number | null;
  identities: Map<string, { realname: string; school: string }>;
}

/** The timeline reply made ready to fold: absolute times, one identity per team. */
export function replayOf(timeline: ContestTimeline): Replay {
  const { rules } = timeline.settings;
  return {
    timeline,
    history: expandHistory(timeline, rules.startTime),
    duration: rules.endTime - rules.startTime,
    sealOffset: rules.sealTime === null ? null : rules.sealTime - rules.startTime,
    identities: new Map(
      timeline.teams.map((t) => [t.uid, { realname: t.realname ?? '', school: t.school ?? '' }]),
    ),
  };
}

/**
 * The board `offset` ms after the start, by the board's own pure fold (the same code as the live
 * board and the server's replay). Non-admins only ever fold the public side.
 */
export function replayBoard(replay: Replay, offset: number, side: ReplaySide): BoardAt {
  const { settings } = replay.timeline;
  const at = settings.rules.startTime + offset;
  return boardAt(settings, replay.history, at, replay.timeline.isAdmin ? side : 'public');
}

/** hh:mm:ss of contest time. */
export function clock(offset: number): string {
  return formatClock(offset, { padHours: true });
}

/** How many verdicts landed in (from, to]: the replay's "something happened" marker. */
export function verdictsBetween(history: readonly SubmissionHistory[], from: number, to: number): number {
  let n = 0;
  for (const h of history) for (const c of h.changes) if (c.at > from && c.at <= to) n++;
  return n;
}
