import type { AcmCell, AcmRowStats } from './acmRow';
import { type Ranked, type RankOptions, rankRows } from './rankRows';

export type RankedAcmRow = Ranked<AcmRowStats>;

/** Solve times of the counted cells, latest first: the tie-breaker after solved and total time. */
function solveTimesLatestFirst(row: AcmRowStats): number[] {
  return Object.values(row.submissionInfo)
    .filter((c) => c.isAC && c.ACTime !== null)
    .map((c) => c.ACTime as number)
    .sort((a, b) => b - a);
}

/**
 * ACM order: solved desc, total time asc, then the earlier last accept (compared latest first, as
 * DOMjudge and CLICS do); rows equal on all three share a rank.
 */
export function compareAcm(a: AcmRowStats, b: AcmRowStats): number {
  if (a.ac !== b.ac) return b.ac - a.ac;
  if (a.totalTime !== b.totalTime) return a.totalTime - b.totalTime;
  const ta = solveTimesLatestFirst(a);
  const tb = solveTimesLatestFirst(b);
  for (let i = 0; i < ta.length; i++) {
    const d = (ta[i] ?? 0) - (tb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Ranks ACM rows and marks first blood: per problem the earliest accept among official rows (all rows
 * tied on that time get it). Pure: the REST read, the live board and a replay all call it.
 *
 * @example
 * rankAcm(foldAcmRows(subs, rules, REAL_VIEW), { starUsernames: new Set(), removeStar: false,
 *   awards: { awardType: 0, awardConfigList: [] } })[0].rank // 1
 */
export function rankAcm(rows: readonly AcmRowStats[], options: RankOptions): RankedAcmRow[] {
  const firstTimes = new Map<string, number>();
  for (const row of rows) {
    if (options.starUsernames.has(row.username)) continue;
    for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
      if (!cell.isAC || cell.isAfterContest || cell.ACTime === null) continue;
      const best = firstTimes.get(displayId);
      if (best === undefined || cell.ACTime < best) firstTimes.set(displayId, cell.ACTime);
    }
  }
  const marked = rows.map((row) => {
    const star = options.starUsernames.has(row.username);
    const submissionInfo: Record<string, AcmCell> = {};
    for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
      const first = !star && cell.isAC && !cell.isAfterContest && cell.ACTime === firstTimes.get(displayId);
      submissionInfo[displayId] = first === cell.isFirstAC ? cell : { ...cell, isFirstAC: first };
    }
    return { ...row, submissionInfo };
  });
  return rankRows(marked, options, compareAcm, (row) => row.ac > 0);
}
