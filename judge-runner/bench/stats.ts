/** Milliseconds on the monotonic clock, sub-millisecond. */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Summary {
  count: number;
  min: number;
  median: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentiles (NaN for no samples). */
export function summarize(samples: number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const n = sorted.length;
  const rank = (p: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1))] ?? Number.NaN;
  return { count: n, min: rank(0), median: rank(0.5), p95: rank(0.95), max: n ? rank(1) : Number.NaN };
}

export const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '-');
