import { describe, expect, it } from 'vitest';
import {
  daysSince,
  durationParts,
  formatClock,
  formatDate,
  formatDateMinute,
  formatDateTime,
  formatTimeOfDay,
  fromLocalInput,
  timeAgo,
  toLocalInput,
} from './time';

const at = (iso: string) => Date.parse(iso);

describe('instants', () => {
  it('are written as YYYY-MM-DD HH:mm:ss in local time, -- (or the fallback) when not a time', () => {
    const local = new Date(2025, 0, 2, 3, 4, 5);
    expect(formatDateTime(local.toISOString())).toBe('2025-01-02 03:04:05');
    expect(formatDateTime(local.getTime())).toBe('2025-01-02 03:04:05');
    expect(formatDateMinute(local.toISOString())).toBe('2025-01-02 03:04');
    expect(formatDate(local)).toBe('2025-01-02');
    expect(formatTimeOfDay(local)).toBe('03:04:05');
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('not a time', 'not a time')).toBe('not a time');
  });

  it('go to and from a datetime-local input in local time', () => {
    expect(toLocalInput(new Date(2026, 2, 1, 10, 0))).toBe('2026-03-01T10:00');
    expect(fromLocalInput(toLocalInput('2026-03-01T10:00:00.000Z'))).toBe(at('2026-03-01T10:00:00.000Z'));
    expect(toLocalInput('soon')).toBe('');
    expect(fromLocalInput('tomorrow')).toBeUndefined();
    expect(fromLocalInput('')).toBeUndefined();
  });

  it('count whole days since an instant', () => {
    const now = at('2025-06-15T12:00:00Z');
    expect(daysSince('2025-06-15T08:00:00Z', now)).toBe(0);
    expect(daysSince('2025-06-14T11:00:00Z', now)).toBe(1);
    expect(daysSince('2024-06-15T12:00:00Z', now)).toBe(365);
    expect(daysSince('not a date', now)).toBe(0);
  });
});

describe('durations', () => {
  it('split into days, hours and minutes', () => {
    expect(durationParts(((2 * 24 + 3) * 60 + 4) * 60_000 + 59_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('show as a clock whose hours run past a day', () => {
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(3_723_000, { padHours: true })).toBe('01:02:03');
    expect(formatClock(26 * 3_600_000 + 999)).toBe('26:00:00');
    expect(formatClock(-1000)).toBe('0:00:00');
  });
});

describe('relative times', () => {
  const seen = '2026-05-01T10:00:00.000Z';
  it('read as some time ago in the reader language', () => {
    expect(timeAgo(seen, at('2026-05-01T10:00:12Z'), 'en-US')).toBe('12 seconds ago');
    expect(timeAgo(seen, at('2026-05-01T10:03:59Z'), 'en-US')).toBe('3 minutes ago');
    expect(timeAgo(seen, at('2026-05-02T11:00:00Z'), 'en-US')).toBe('yesterday');
    expect(timeAgo(seen, at('2026-05-01T09:59:58Z'), 'en-US')).toBe('now');
    expect(timeAgo(seen, at('2026-05-01T12:00:00Z'), 'zh-CN')).toBe('2小时前');
    expect(timeAgo('not a time', at(seen), 'en-US')).toBe('—');
  });
});
