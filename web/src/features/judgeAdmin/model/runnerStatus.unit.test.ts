import { describe, expect, it } from 'vitest';
import { runnerStatus } from './runnerStatus';

const at = (iso: string) => Date.parse(iso);
const seen = '2026-05-01T10:00:00.000Z';

describe('a runner on the judge status page', () => {
  it('is online while it reports, silent after 90 s without a report, offline once it said so', () => {
    expect(runnerStatus({ state: 'online', lastSeen: seen }, at('2026-05-01T10:00:30Z'))).toBe('online');
    expect(runnerStatus({ state: 'online', lastSeen: seen }, at('2026-05-01T10:01:30Z'))).toBe('online');
    expect(runnerStatus({ state: 'online', lastSeen: seen }, at('2026-05-01T10:01:31Z'))).toBe('silent');
    expect(runnerStatus({ state: 'offline', lastSeen: seen }, at('2026-05-01T10:00:01Z'))).toBe('offline');
    expect(runnerStatus({ state: 'online', lastSeen: 'not a time' }, at(seen))).toBe('silent');
  });
});
