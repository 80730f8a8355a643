import { describe, expect, it } from 'vitest';
import { defaultMedals, parseScrollBoardQuery, scrollBoardQuery } from './scrollBoard';

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
