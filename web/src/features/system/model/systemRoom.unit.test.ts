import { describe, expect, it } from 'vitest';
import type { Health } from '../api/getHealth';
import { formatLag } from './formatLag';
import { applyHeadChange } from './systemRoom';

const health: Health = { ok: true, database: 'up', head: 10, projections: [] };

describe('applyHeadChange', () => {
  it('moves the head forward', () => {
    expect(applyHeadChange(health, { payload: { head: 12 } }).head).toBe(12);
  });

  it('never moves it back, and ignores payloads of another shape', () => {
    expect(applyHeadChange(health, { payload: { head: 9 } })).toBe(health);
    expect(applyHeadChange(health, { payload: { head: '11' } })).toBe(health);
    expect(applyHeadChange(health, { payload: null })).toBe(health);
  });
});

describe('formatLag', () => {
  it('uses the largest readable unit', () => {
    expect([0, 850, 3200, 59_960, 245_000].map(formatLag)).toEqual([
      '0 ms',
      '850 ms',
      '3.2 s',
      '1 min',
      '4 min 5 s',
    ]);
  });
});
