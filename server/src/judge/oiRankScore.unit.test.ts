import { describe, expect, it } from 'vitest';
import { oiRankScore } from './oiRankScore';

describe('oiRankScore', () => {
  it('is round(score x 0.1 + 2 x difficulty x score / ioScore)', () => {
    expect(oiRankScore(100, 3, 100)).toBe(16);
    expect(oiRankScore(50, 2, 100)).toBe(7);
    expect(oiRankScore(0, 6, 100)).toBe(0);
  });

  it('adds no difficulty bonus on a problem worth nothing', () => {
    expect(oiRankScore(30, 4, 0)).toBe(3);
  });
});
