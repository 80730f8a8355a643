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
