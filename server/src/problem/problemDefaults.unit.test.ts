import { describe, expect, it } from 'vitest';
import { spreadOiScores } from './problemDefaults';

describe('switching to OI spreads 100 points', () => {
  it('evenly when it divides', () => {
    expect(spreadOiScores(4)).toEqual([25, 25, 25, 25]);
  });
  it('giving the remainder one point each to the last cases', () => {
    expect(spreadOiScores(3)).toEqual([33, 33, 34]);
    expect(spreadOiScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadOiScores(7).reduce((a, b) => a + b)).toBe(100);
  });
  it('to nothing when there are no cases', () => {
    expect(spreadOiScores(0)).toEqual([]);
  });
});
