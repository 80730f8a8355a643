import { ContestType, type ContestTypeCode } from '@oj/events';
import { compareAcm } from '../board/acmRank';
import type { AcmRowStats } from '../board/acmRow';
import { compareOi, type OiRowStats } from '../board/oiRow';
import type { RankChange } from './rankChanges';

export type StandingRow = AcmRowStats | OiRowStats;

/**
 * The official ranks of one contest's real board, kept current one contestant at a time. A rank is
 * 1 + the number of counted rows strictly better (the competition ranking of `rankRows`), so replacing
 * one contestant's row changes another's rank only when the new row passes it or falls behind it, by
 * exactly one: a verdict costs one pass over the rows, never a refold of everyone's submissions.
 * Only counted rows belong here: no star contestant, no author, no super admin (as `realStandings`).
 */
export class ContestStandings {
  private readonly rows = new Map<string, StandingRow>();
  private readonly ranks = new Map<string, number>();

  constructor(
    private readonly type: ContestTypeCode,
    rows: readonly StandingRow[],
  ) {
    for (const row of rows) this.rows.set(row.uid, row);
    const sorted = [...this.rows.values()].sort((a, b) => this.compare(a, b));
    let previous: StandingRow | undefined;
    let previousRank = 0;
    sorted.forEach((row, i) => {
      const rank = previous !== undefined && this.compare(previous, row) === 0 ? previousRank : i + 1;
      this.ranks.set(row.uid, rank);
      previous = row;
      previousRank = rank;
    });
  }

  private compare(a: StandingRow, b: StandingRow): number {
    return this.type === ContestType.oi
      ? compareOi(a as OiRowStats, b as OiRowStats)
      : compareAcm(a as AcmRowStats, b as AcmRowStats);
  }

  /**
   * Replaces one contestant's row (`undefined`: off the board) and answers who moved, as `rankChanges`
   * would between the two states: by new rank, then uid.
   */
  update(uid: string, next: StandingRow | undefined): RankChange[] {
    const before = this.rows.get(uid);
    // Ranked the same as before (a pending try, a rejection before any accept): nobody passes or falls
    // behind anyone, and most verdicts of a replay are these.
    if (before !== undefined && next !== undefined && this.compare(before, next) === 0) {
      this.rows.set(uid, next);
      return [];
    }
    const moves: RankChange[] = [];
    let better = 0;
    for (const [other, row] of this.rows) {
      if (other === uid) continue;
      // The orders are antisymmetric: one comparison says whether `row` is ahead of `next` or behind it.
      const versusNext = next === undefined ? 0 : this.compare(next, row);
      if (versusNext > 0) better++;
      const passedBefore = before !== undefined && this.compare(before, row) < 0;
      const passedNow = versusNext < 0;
      if (passedBefore === passedNow) continue;
      const oldRank = this.ranks.get(other) ?? 1;
      const newRank = oldRank + (passedNow ? 1 : -1);
      this.ranks.set(other, newRank);
      moves.push(standingChange(row, oldRank, newRank));
    }
    const oldRank = before === undefined ? null : (this.ranks.get(uid) ?? null);
    const newRank = next === undefined ? null : better + 1;
    if (next === undefined) {
      this.rows.delete(uid);
      this.ranks.delete(uid);
    } else {
      this.rows.set(uid, next);
      this.ranks.set(uid, better + 1);
    }
    const latest = next ?? before;
    if (latest && oldRank !== newRank) moves.push(standingChange(latest, oldRank, newRank));
    const order = (c: RankChange) => c.newRank ?? Number.MAX_SAFE_INTEGER;
    return moves.sort((a, b) => order(a) - order(b) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  }
}

function standingChange(row: StandingRow, oldRank: number | null, newRank: number | null): RankChange {
  const base = { uid: row.uid, username: row.username, oldRank, newRank };
  return 'totalScore' in row
    ? { ...base, solved: Object.keys(row.timeInfo).length, penalty: null, score: row.totalScore }
    : { ...base, solved: row.ac, penalty: row.totalTime, score: null };
}
