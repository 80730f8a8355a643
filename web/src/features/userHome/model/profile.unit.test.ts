import { describe, expect, it } from 'vitest';
import { ratingText, safeLink, scoreSum, sortedGroups } from './profile';

describe('profile figures', () => {
  it('adds up scores and shows -- for a missing rating', () => {
    expect(scoreSum([5, 8, 15])).toBe(28);
    expect(scoreSum([])).toBe(0);
    expect(ratingText(null)).toBe('--');
    expect(ratingText(undefined)).toBe('--');
    expect(ratingText(0)).toBe('0');
    expect(ratingText(1520)).toBe('1520');
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
