import { describe, expect, it } from 'vitest';
import { placesOf, pushTouches } from './rankList';

const push = (...changes: { from: number | null; to: number | null }[]) => ({
  changes: changes.map((c) => ({ uid: 'u', ...c })),
});

describe('whether a rank push touches a page', () => {
  it('touches the pages between a row’s old and new places', () => {
    expect(pushTouches(push({ from: 40, to: 12 }), 1, 30)).toBe(true);
    expect(pushTouches(push({ from: 40, to: 12 }), 31, 60)).toBe(true);
    expect(pushTouches(push({ from: 40, to: 12 }), 61, 90)).toBe(false);
  });

  it('touches only its own page when a row changes in place', () => {
    expect(pushTouches(push({ from: 45, to: 45 }), 31, 60)).toBe(true);
    expect(pushTouches(push({ from: 45, to: 45 }), 1, 30)).toBe(false);
  });

  it('shifts everything below a row that joins or leaves the list', () => {
    expect(pushTouches(push({ from: null, to: 50 }), 61, 90)).toBe(true);
    expect(pushTouches(push({ from: 50, to: null }), 31, 60)).toBe(true);
    expect(pushTouches(push({ from: null, to: 50 }), 1, 30)).toBe(false);
  });

  it('reads again on a push it does not understand', () => {
    expect(pushTouches({ kind: 'reload' }, 1, 30)).toBe(true);
  });

  it('knows a page’s places, and that a search may show any', () => {
    expect(placesOf(2, 30, false)).toEqual([31, 60]);
    expect(placesOf(2, 30, true)).toEqual([1, Number.POSITIVE_INFINITY]);
  });
});
