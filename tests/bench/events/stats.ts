import { z } from 'zod';

/**
 * Milliseconds on CLOCK_MONOTONIC (process.hrtime), which every process on the machine shares: a
 * timestamp taken in one process can be subtracted from one taken in another, at sub-millisecond
 * resolution and immune to wall-clock steps (Date.now() would give whole milliseconds only).
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs `step(0..count-1)` one after another, starting step i at `i / ratePerSecond` seconds: a steady
 * rate. A step that overruns its slot delays the next ones, which then run back to back to catch up.
 * `dueAt` is the step's slot (monotonicMs): later than that, the step ran late (e.g. a busy event loop).
 */
export async function paced(
  count: number,
  ratePerSecond: number,
  step: (i: number, dueAt: number) => Promise<void> | void,
): Promise<void> {
  const start = monotonicMs();
  const interval = 1000 / ratePerSecond;
  for (let i = 0; i < count; i++) {
    const dueAt = start + i * interval;
    const wait = dueAt - monotonicMs();
    if (wait > 0.5) await sleep(wait);
    await step(i, dueAt);
  }
}

/** A number that crossed IPC: JSON turned NaN (no samples) into null. */
export const statSchema = z
  .number()
  .nullable()
  .transform((n) => n ?? Number.NaN);
export const summarySchema = z.object({
  count: z.number(),
  min: statSchema,
  median: statSchema,
  p99: statSchema,
  max: statSchema,
  mean: statSchema,
});
export type Summary = z.infer<typeof summarySchema>;

/** Nearest-rank percentiles; NaN everywhere for no samples. */
export function summarize(samples: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(samples).sort();
  const n = sorted.length;
  const rank = (p: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1))] ?? Number.NaN;
  let sum = 0;
  for (const x of sorted) sum += x;
  return {
    count: n,
    min: rank(0),
    median: rank(0.5),
    p99: rank(0.99),
    max: n > 0 ? (sorted[n - 1] ?? Number.NaN) : Number.NaN,
    mean: n > 0 ? sum / n : Number.NaN,
  };
}

export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
