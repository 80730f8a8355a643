import { describe, expect, it } from 'vitest';
import { daysSince, formatDateTime, ratingText, safeLink, scoreSum, sortedGroups } from './profile';

describe('profile figures', () => {
  it('counts whole days since registration', () => {
    const now = Date.parse('2025-06-15T12:00:00Z');
    expect(daysSince('2025-06-15T08:00:00Z', now)).toBe(0);
    expect(daysSince('2025-06-14T11:00:00Z', now)).toBe(1);
    expect(daysSince('2024-06-15T12:00:00Z', now)).toBe(365);
    expect(daysSince('not a date', now)).toBe(0);
  });

  it('adds up scores and shows -- for a missing rating', () => {
    expect(scoreSum([5, 8, 15])).toBe(28);
    expect(scoreSum([])).toBe(0);
    expect(ratingText(null)).toBe('--');
    expect(ratingText(undefined)).toBe('--');
    expect(ratingText(0)).toBe('0');
    expect(ratingText(1520)).toBe('1520');
  });

  it('writes times as YYYY-MM-DD HH:mm:ss in local time', () => {
    const local = new Date(2025, 0, 2, 3, 4, 5);
    expect(formatDateTime(local.toISOString())).toBe('2025-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('--');
  });
});

describe('safeLink', () => {
  it('keeps http(s) links, adds https to bare hosts, refuses other schemes', () => {
    expect(safeLink('https://github.com/alice')).toBe('https://github.com/alice');
    expect(safeLink('alice.dev/blog')).toBe('https://alice.dev/blog');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('  ')).toBeUndefined();
  });
});

describe('sortedGroups', () => {
  it('orders difficulty groups by level and leaves out empty ones', () => {
    const groups = { '10': [{ id: 'c' }], '2': [{ id: 'b' }], '0': [{ id: 'a' }], '3': [] };
    expect(sortedGroups(groups).map(([level]) => level)).toEqual(['0', '2', '10']);
  });
});
