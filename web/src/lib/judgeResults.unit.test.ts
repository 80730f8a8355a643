import { describe, expect, it } from 'vitest';
import { formatRate, percentOf, resultShares } from './judgeResults';

const counts = { total: 12, ac: 4, wa: 3, tle: 2, mle: 0, re: 1, pe: 0, ce: 1, se: 0, pa: 0 };

describe('resultShares', () => {
  it('gives every result kind in the spec order as a share of all submissions', () => {
    const shares = resultShares(counts);
    expect(shares.map((share) => share.kind)).toEqual([
      'ac',
      'wa',
      'tle',
      'mle',
      're',
      'pe',
      'ce',
      'se',
      'pa',
    ]);
    expect(shares[0]).toEqual({ kind: 'ac', count: 4, percent: 33.33 });
    expect(shares[1]).toEqual({ kind: 'wa', count: 3, percent: 25 });
    expect(shares[4]).toEqual({ kind: 're', count: 1, percent: 8.33 });
  });

  it('shows empty bars for a problem nobody submitted to', () => {
    const none = { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
    expect(resultShares(none).every((share) => share.percent === 0)).toBe(true);
  });
});

describe('percentOf', () => {
  it('never goes past 100 or below 0, whatever the counts say', () => {
    expect(percentOf(15, 10)).toBe(100);
    expect(percentOf(-1, 10)).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
  });
});

describe('formatRate', () => {
  it('writes the AC rate with two decimals', () => {
    expect(formatRate(1, 3)).toBe('33.33%');
    expect(formatRate(0, 0)).toBe('0.00%');
    expect(formatRate(5, 5)).toBe('100.00%');
  });
});
