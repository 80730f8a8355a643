import type { RunResult } from '../../sandbox/protocol';

/**
 * A sandbox run's result for tests of what the judge makes of it: a quick, successful run unless `fields`
 * say otherwise.
 * @example runResult({ status: 'TLE', reason: 'wall', wall_ms: 3000.4 })
 */
export const runResult = (fields: Partial<RunResult>): RunResult => ({
  id: null,
  status: 'OK',
  reason: null,
  cpu_ms: 12.4,
  wall_ms: 20,
  ended_ms: 1020,
  memory_kb: 1000,
  exit_code: 0,
  signal: null,
  stdout_bytes: 0,
  stderr_bytes: 0,
  error: null,
  ...fields,
});
