import { describe, expect, it } from 'vitest';
import { runnerStatus, timeAgo } from './runnerStatus';

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

  it('was last seen some time ago, in the reader language', () => {
    expect(timeAgo(seen, at('2026-05-01T10:00:12Z'), 'en-US')).toBe('12 seconds ago');
    expect(timeAgo(seen, at('2026-05-01T10:03:59Z'), 'en-US')).toBe('3 minutes ago');
    expect(timeAgo(seen, at('2026-05-02T11:00:00Z'), 'en-US')).toBe('yesterday');
    expect(timeAgo(seen, at('2026-05-01T09:59:58Z'), 'en-US')).toBe('now');
    expect(timeAgo(seen, at('2026-05-01T12:00:00Z'), 'zh-CN')).toBe('2小时前');
  });
});
