import { describe, expect, it } from 'vitest';
import { filterStatuses, isOpenStatus, judgeControlsOpen, statusLook } from './status';

describe('submission statuses', () => {
  it('names every code of the spec, and shows unknown codes as unknown', () => {
    expect(statusLook(0)).toEqual({ key: 'accepted', short: 'AC', color: 'green' });
    expect(statusLook(10).short).toBe('SF');
    expect(statusLook(42).key).toBe('unknown');
  });

  it('offers every status but submitting and unknown in the filter', () => {
    expect(filterStatuses).toEqual([-10, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);
  });

  it('counts pending, compiling, judging and submitting as still open', () => {
    expect([5, 6, 7, 9].every(isOpenStatus)).toBe(true);
    expect([0, -1, -2, -4, 8, 10].some(isOpenStatus)).toBe(false);
  });

  it('closes manual judge and cancel while compiling or judging, and for a compile error', () => {
    expect([6, 7, -2].map(judgeControlsOpen)).toEqual([false, false, false]);
    expect([5, 0, -1, 4].map(judgeControlsOpen)).toEqual([true, true, true, true]);
  });
});
