// The pager of every list (spec 01 §9): sizes 10, 15, 30, 50, 100; at most five page buttons.

export const pageSizes = [10, 15, 30, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export function isPageSize(value: unknown): value is PageSize {
  return pageSizes.some((size) => size === value);
}

export type PagerItem = number | 'moreBefore' | 'moreAfter';

/** How many pages `total` rows fill, at least 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * The buttons of a pager showing `count` page numbers at most: the first and last pages always, the
 * pages around the current one, and a gap marker where pages are left out.
 * @example pagerItems(6, 10) // [1, 'moreBefore', 5, 6, 7, 'moreAfter', 10]
 */
export function pagerItems(current: number, pages: number, count = 5): PagerItem[] {
  if (pages <= 1) return [1];
  const half = Math.floor((count - 1) / 2);
  const moreBefore = pages > count && current > count - half;
  const moreAfter = pages > count && current < pages - half;
  let middle: number[];
  if (moreBefore && !moreAfter) middle = range(pages - (count - 2), pages - 1);
  else if (!moreBefore && moreAfter) middle = range(2, count - 1);
  else if (moreBefore && moreAfter)
    middle = range(current - (Math.floor(count / 2) - 1), current + (Math.floor(count / 2) - 1));
  else middle = range(2, pages - 1);
  return [
    1,
    ...(moreBefore ? ['moreBefore' as const] : []),
    ...middle,
    ...(moreAfter ? ['moreAfter' as const] : []),
    pages,
  ];
}

function range(from: number, to: number): number[] {
  const numbers: number[] = [];
  for (let page = from; page <= to; page++) numbers.push(page);
  return numbers;
}
