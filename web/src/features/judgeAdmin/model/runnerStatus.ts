/** A runner reports every 30 s; three missed reports and it is called silent. */
export const SILENT_AFTER_MS = 90_000;

export type RunnerStatus = 'online' | 'silent' | 'offline';

/**
 * What the judge status page says of a runner: `offline` if it said goodbye, `silent` if it claims to be
 * online but has not reported for 90 s (crashed, or cut off from the server), else `online`.
 * @example runnerStatus({ state: 'online', lastSeen: '2026-01-01T00:00:00Z' }, Date.parse('2026-01-01T00:02:00Z')) // 'silent'
 */
export function runnerStatus(runner: { state: string; lastSeen: string }, now: number): RunnerStatus {
  if (runner.state !== 'online') return 'offline';
  const seen = Date.parse(runner.lastSeen);
  return Number.isNaN(seen) || now - seen > SILENT_AFTER_MS ? 'silent' : 'online';
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "12 seconds ago", "3 minutes ago", "yesterday" in the reader's language. A time slightly in the future
 * (the server's clock ahead of the browser's) reads as now.
 */
export function timeAgo(iso: string, now: number, locale: string): string {
  const seen = Date.parse(iso);
  if (Number.isNaN(seen)) return '—';
  const elapsed = Math.max(0, now - seen);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of units) {
    if (elapsed >= ms || unit === 'second') return format.format(-Math.floor(elapsed / ms), unit);
  }
  return '—';
}
