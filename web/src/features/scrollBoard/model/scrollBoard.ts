import type {
  AwardConfig,
  BoardSubmission,
  RankedAcmRow,
  RankOptions,
  RevealInput,
} from '@oj/projections/board';
import type { ScrollBoardInfo, ScrollBoardSubmission } from '../api/getScrollBoard';

export interface Medals {
  gold: number;
  silver: number;
  bronze: number;
}

/** The spec's defaults: 10%, 20% and 30% of the ranked (non-star) teams, each rounded down. */
export function defaultMedals(rankedTeams: number): Medals {
  return {
    gold: Math.floor(rankedTeams * 0.1),
    silver: Math.floor(rankedTeams * 0.2),
    bronze: Math.floor(rankedTeams * 0.3),
  };
}

/** Teams on the board that are not star teams: the base of the medal percentages. */
export function rankedTeams(submissions: readonly ScrollBoardSubmission[], stars: readonly string[]): number {
  const star = new Set(stars);
  return new Set(submissions.filter((s) => !star.has(s.username)).map((s) => s.uid)).size;
}

/** /scrollBoard?cid=1&removeStar=false&medals[]=3&medals[]=6&medals[]=9 */
export function scrollBoardQuery(cid: number, removeStar: boolean, medals: Medals): string {
  const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) });
  for (const n of [medals.gold, medals.silver, medals.bronze]) q.append('medals[]', String(n));
  return q.toString();
}

export function parseScrollBoardQuery(search: string) {
  const q = new URLSearchParams(search);
  const [gold, silver, bronze] = q.getAll('medals[]').map((n) => Math.max(0, Math.floor(Number(n)) || 0));
  return {
    cid: Number(q.get('cid')),
    removeStar: q.get('removeStar') === 'true',
    medals: gold === undefined ? undefined : { gold, silver: silver ?? 0, bronze: bronze ?? 0 },
  };
}

const MEDAL_COLOURS = [
  { key: 'gold', background: '#e6bf25', color: '#1f1600' },
  { key: 'silver', background: '#b4c0c7', color: '#10181d' },
  { key: 'bronze', background: '#cd7f32', color: '#1d0e00' },
] as const;

/** Medals as the board's own award rules (counts; ties share a rank, so they share the medal). */
export function medalAwards(medals: Medals): RankOptions['awards'] {
  const awardConfigList: AwardConfig[] = MEDAL_COLOURS.map((m, i) => ({
    priority: i + 1,
    name: m.key,
    background: m.background,
    color: m.color,
    num: medals[m.key],
  }));
  return { awardType: 2, awardConfigList };
}

/** The reveal's input from the two scroll-board replies, under the contest's own board rules. */
export function revealInputOf(
  info: ScrollBoardInfo,
  submissions: readonly ScrollBoardSubmission[],
  removeStar: boolean,
  medals: Medals,
): RevealInput {
  const boardSubmissions: BoardSubmission[] = submissions.map((s) => ({
    submitId: s.submitId,
    uid: s.uid,
    username: s.username,
    displayId: s.displayId,
    submitTime: Date.parse(s.submitTime),
    status: s.status,
    score: null,
    time: null,
  }));
  return {
    submissions: boardSubmissions,
    rules: {
      type: 0,
      startTime: Date.parse(info.startTime),
      endTime: Date.parse(info.endTime),
      sealTime: Date.parse(info.sealRankTime),
      penaltyMinutes: info.penaltyTime,
      compileErrorPenalty: info.compileErrorPenalty,
      timeUnit: info.rankTimeUnit,
      oiRankScoreType: 'Recent',
    },
    problems: info.problemList.map((p) => p.displayId),
    rank: { starUsernames: new Set(info.starUserList), removeStar, awards: medalAwards(medals) },
  };
}

/**
 * The next board with every row whose content did not change replaced by the previous object for it.
 * A reveal step re-ranks the whole board into new objects; keeping the unchanged ones lets the memoised
 * rows skip rendering, so only the revealed team and the rows it passes redraw (300 teams stay at 60 fps).
 */
export function keepUnchangedRows(previous: readonly RankedAcmRow[], next: RankedAcmRow[]): RankedAcmRow[] {
  const before = new Map(previous.map((row) => [row.uid, row]));
  return next.map((row) => {
    const old = before.get(row.uid);
    return old && sameRow(old, row) ? old : row;
  });
}

/** Equal on every field, the cells compared one by one (ranking rebuilds the map that holds them). */
function sameRow(a: RankedAcmRow, b: RankedAcmRow): boolean {
  const { submissionInfo: cellsA, ...totalsA } = a;
  const { submissionInfo: cellsB, ...totalsB } = b;
  const ids = Object.keys(cellsA);
  if (!shallowEqual(totalsA, totalsB) || ids.length !== Object.keys(cellsB).length) return false;
  return ids.every((id) => {
    const [cellA, cellB] = [cellsA[id], cellsB[id]];
    return cellA !== undefined && cellB !== undefined && shallowEqual(cellA, cellB);
  });
}

/** Same keys, each with the same value (`Object.is`). */
function shallowEqual(a: object, b: object): boolean {
  const x: Record<string, unknown> = { ...a };
  const y: Record<string, unknown> = { ...b };
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => key in y && Object.is(x[key], y[key]));
}
