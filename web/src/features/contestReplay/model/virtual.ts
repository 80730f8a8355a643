import { isOpenStatus } from '@oj/events/vocabulary';
import {
  type BoardAt,
  shiftOntoContest,
  type VirtualSubmission,
  virtualBoardAt,
} from '@oj/projections/board';
import type { VirtualParticipation, VirtualRow } from '../api/virtualParticipation';
import type { Replay } from './replay';

/** The participant's own clock: ms since their start (held to the contest's length) and whether it runs. */
export interface VirtualClock {
  elapsed: number;
  duration: number;
  running: boolean;
}

export function virtualClock(
  participation: { startedAt: string; durationMs: number },
  now: number,
): VirtualClock {
  const duration = participation.durationMs;
  const raw = now - Date.parse(participation.startedAt);
  return { elapsed: Math.max(0, Math.min(raw, duration)), duration, running: raw < duration };
}

/**
 * A pushed row merged into the participation: a known submission changes in place (its verdict time is
 * when the change arrived, if the push does not say), a new one joins the list.
 */
export function mergeVirtualRow(
  data: VirtualParticipation,
  row: VirtualRow,
  now: number,
): VirtualParticipation {
  const judgedAt = row.judgedAt ?? (isOpenStatus(row.status) ? null : new Date(now).toISOString());
  const next = { ...row, judgedAt };
  const known = data.submissions.some((s) => s.submitId === row.submitId);
  const submissions = known
    ? data.submissions.map((s) =>
        s.submitId === row.submitId ? { ...next, judgedAt: s.judgedAt ?? judgedAt } : s,
      )
    : [...data.submissions, next];
  return { ...data, submissions };
}

function ownSubmissions(rows: readonly VirtualRow[]): VirtualSubmission[] {
  return rows.map((r) => ({
    submitId: r.submitId,
    displayId: r.displayPid,
    submitTime: Date.parse(r.submitTime),
    status: r.status,
    score: r.score,
    time: r.time,
    judgedAt: r.judgedAt ? Date.parse(r.judgedAt) : null,
  }));
}

/**
 * The ghost board at the participant's elapsed time: the real contestants as they stood at that minute
 * (the replay's public history) and the participant's own submissions moved onto contest time.
 */
export function ghostBoard(
  replay: Replay,
  participation: VirtualParticipation,
  me: { uid: string; username: string },
  elapsed: number,
): BoardAt {
  const { settings } = replay.timeline;
  const startedAt = Date.parse(participation.participation?.startedAt ?? '');
  const own = shiftOntoContest(
    ownSubmissions(participation.submissions),
    me,
    startedAt,
    settings.rules.startTime,
  );
  return virtualBoardAt(settings, replay.history, own, elapsed);
}
