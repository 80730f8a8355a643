import type { RankedAcmRow } from '@oj/projections/board';
import { describe, expect, it } from 'vitest';
import { defaultMedals, keepUnchangedRows, parseScrollBoardQuery, scrollBoardQuery } from './scrollBoard';

describe('scroll board settings', () => {
  it('defaults medals to 10/20/30% of the ranked teams, rounded down', () => {
    expect(defaultMedals(133)).toEqual({ gold: 13, silver: 26, bronze: 39 });
    expect(defaultMedals(9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
  });

  it('round-trips the page query with medals[]', () => {
    const query = scrollBoardQuery(7, true, { gold: 3, silver: 6, bronze: 9 });
    expect(query).toBe('cid=7&removeStar=true&medals%5B%5D=3&medals%5B%5D=6&medals%5B%5D=9');
    expect(parseScrollBoardQuery(`?${query}`)).toEqual({
      cid: 7,
      removeStar: true,
      medals: { gold: 3, silver: 6, bronze: 9 },
    });
  });
});

const row = (uid: string, rank: number, ac: number, cellTries: number): RankedAcmRow => ({
  uid,
  username: uid,
  rank,
  ac,
  totalTime: ac * 600,
  total: ac + cellTries,
  isStar: false,
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  submissionInfo: {
    A: {
      isAC: ac > 0,
      isFirstAC: false,
      isAfterContest: false,
      ACTime: ac ? 600 : null,
      errorNum: 0,
      tryNum: cellTries,
    },
  },
});

describe('a reveal step', () => {
  it('keeps the previous object of every row whose content did not change', () => {
    const before = [row('a', 1, 2, 0), row('b', 2, 1, 1), row('c', 3, 0, 0)];
    // b's frozen try is revealed as a solve: b passes a; c is the same team in the same place.
    const after = keepUnchangedRows(before, [row('b', 1, 2, 0), row('a', 2, 2, 0), row('c', 3, 0, 0)]);
    expect(after.map((r) => r.uid)).toEqual(['b', 'a', 'c']);
    expect(after[0]).not.toBe(before[1]);
    expect(after[1]).not.toBe(before[0]); // a's rank changed
    expect(after[2]).toBe(before[2]);
    const cellChanged = keepUnchangedRows(before, [row('a', 1, 2, 0), row('b', 2, 1, 0), row('c', 3, 0, 0)]);
    expect(cellChanged[0]).toBe(before[0]);
    expect(cellChanged[1]).not.toBe(before[1]);
  });
});
