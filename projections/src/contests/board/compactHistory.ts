import type { SubmissionHistory } from './boardAt';

/** A team in a compact history: uid and username, the rest of the identity is the reader's business. */
export interface HistoryTeam {
  uid: string;
  username: string;
}

/** [at - start, status, score, time]: one verdict change, times relative to the contest's start. */
export type CompactChange = [number, number, number | null, number | null];
/** [submitId, team index, displayId, submitTime - start, changes]. */
export type CompactSubmission = [number, number, string, number, CompactChange[]];

/**
 * A contest's submission history in a small reply (a few bytes per verdict) so the browser can fold
 * every frame of a replay itself. Times are ms from `start`; teams are listed once.
 *
 * @example
 * const wire = compactHistory(history, start); // { teams: [...], submissions: [[7, 0, 'A', 9000, [[12000, 0, null, 15]]]] }
 * expandHistory(wire, start) // deep-equals history
 */
export function compactHistory(history: readonly SubmissionHistory[], start: number) {
  const teams: HistoryTeam[] = [];
  const index = new Map<string, number>();
  const submissions: CompactSubmission[] = history.map((h) => {
    let team = index.get(h.uid);
    if (team === undefined) {
      team = teams.push({ uid: h.uid, username: h.username }) - 1;
      index.set(h.uid, team);
    }
    const changes = h.changes.map((c): CompactChange => [c.at - start, c.status, c.score, c.time]);
    return [h.submitId, team, h.displayId, h.submitTime - start, changes];
  });
  return { teams, submissions };
}

export type CompactHistory = ReturnType<typeof compactHistory>;

export function expandHistory(wire: CompactHistory, start: number): SubmissionHistory[] {
  return wire.submissions.map(([submitId, team, displayId, offset, changes]) => ({
    submitId,
    uid: wire.teams[team]?.uid ?? '',
    username: wire.teams[team]?.username ?? '',
    displayId,
    submitTime: start + offset,
    changes: changes.map(([at, status, score, time]) => ({ at: start + at, status, score, time })),
  }));
}
