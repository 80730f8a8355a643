// The result counts a problem carries (spec 01 §3, problem list row and problemCount), as shares of
// its submissions: the bars of the problem list's side panel and the problem page's statistics.

export const resultKinds = ['ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;
export type ResultKind = (typeof resultKinds)[number];

export type ResultCounts = Record<ResultKind, number> & { total: number };

export interface ResultShare {
  kind: ResultKind;
  count: number;
  /** 0-100, with two decimals; 0 when the problem has no submission. */
  percent: number;
}

/** Each kind's share of all submissions (the kinds need not add up to the total: pending ones are in it). */
export function resultShares(counts: ResultCounts): ResultShare[] {
  return resultKinds.map((kind) => ({
    kind,
    count: counts[kind],
    percent: percentOf(counts[kind], counts.total),
  }));
}

/** `part` of `whole` as a percentage rounded to two decimals, kept within 0-100. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.round(Math.min(1, part / whole) * 10_000) / 100;
}

/** The spec's AC rate: a percentage with two decimals, e.g. '33.33%'. */
export function formatRate(ac: number, total: number): string {
  return `${percentOf(ac, total).toFixed(2)}%`;
}
