import { type AwardFields, type AwardRules, awardFor } from './awards';

/** How a board ranks its rows (the ACM and OI boards differ only in these). */
export interface RankOptions {
  /** Usernames of star (unofficial) contestants: rank -1, no award, no first blood. */
  starUsernames: ReadonlySet<string>;
  /** Leave star contestants off the board. */
  removeStar: boolean;
  awards: AwardRules;
}

/** The last tie-breaker of every board: fully tied rows are listed by username. */
export function byUsername(a: { username: string }, b: { username: string }): number {
  return a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
}

export type Ranked<T> = T & AwardFields & { rank: number; isStar: boolean };

/**
 * Sorts rows by `compare` (0 = fully tied), gives official rows competition ranks (tied rows share a
 * rank, the next rank skips: 1, 2, 2, 4), star rows rank -1 in their sorted place, then hands out awards.
 * Fully tied rows are listed by username so the order never depends on arrival.
 */
export function rankRows<T extends { username: string }>(
  rows: readonly T[],
  options: RankOptions,
  compare: (a: T, b: T) => number,
  eligible: (row: T) => boolean,
): Ranked<T>[] {
  const isStar = (row: T) => options.starUsernames.has(row.username);
  const sorted = rows
    .filter((row) => !(options.removeStar && isStar(row)))
    .sort((a, b) => compare(a, b) || byUsername(a, b));
  const ranked = sorted.filter((row) => !isStar(row)).length;
  let official = 0;
  let previous: T | undefined;
  let previousRank = 0;
  return sorted.map((row) => {
    if (isStar(row))
      return { ...row, ...awardFor(-1, false, options.awards, ranked), rank: -1, isStar: true };
    official++;
    const rank = previous !== undefined && compare(previous, row) === 0 ? previousRank : official;
    previous = row;
    previousRank = rank;
    return { ...row, ...awardFor(rank, eligible(row), options.awards, ranked), rank, isStar: false };
  });
}
