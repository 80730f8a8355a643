import { describe, expect, it } from 'vitest';
import { isPageSize, pageCount, pagerItems } from './pager';

describe('pagerItems', () => {
  it('lists every page when they fit in five buttons', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves a gap after the first pages while the current page is near the start', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'moreAfter', 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'moreAfter', 10]);
  });

  it('centres the current page with gaps on both sides in the middle', () => {
    expect(pagerItems(6, 10)).toEqual([1, 'moreBefore', 5, 6, 7, 'moreAfter', 10]);
  });

  it('leaves a gap before the last pages near the end', () => {
    expect(pagerItems(9, 10)).toEqual([1, 'moreBefore', 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'moreBefore', 7, 8, 9, 10]);
  });
});

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
});

it('offers the spec page sizes only', () => {
  expect([10, 15, 30, 50, 100].every(isPageSize)).toBe(true);
  expect(isPageSize(20)).toBe(false);
});
