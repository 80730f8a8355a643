import { describe, expect, it } from 'vitest';
import {
  defaultStatusFilters,
  readStatusFilters,
  statusListQuery,
  writeStatusFilters,
} from './statusFilters';

describe('status list filters', () => {
  it('reads the query string, falling back to defaults for what is missing or wrong', () => {
    expect(readStatusFilters(new URLSearchParams(''))).toEqual(defaultStatusFilters);
    expect(
      readStatusFilters(new URLSearchParams('onlyMine=true&status=-1&problemID=P1&currentPage=3&limit=30')),
    ).toEqual({
      ...defaultStatusFilters,
      onlyMine: true,
      status: -1,
      problemId: 'P1',
      currentPage: 3,
      limit: 30,
    });
    // 9 and -5 are not offered; 7 rows a page is not a size
    expect(readStatusFilters(new URLSearchParams('status=9&limit=7&currentPage=-2'))).toEqual(
      defaultStatusFilters,
    );
  });

  it('writes only what differs from the defaults, and drops the author while Mine is on', () => {
    expect(writeStatusFilters(defaultStatusFilters).toString()).toBe('');
    const mine = { ...defaultStatusFilters, onlyMine: true, username: 'ann', status: 0 };
    expect(writeStatusFilters(mine).toString()).toBe('onlyMine=true&status=0');
    expect(statusListQuery(mine)).toMatchObject({ onlyMine: true, status: 0, username: undefined });
    expect(readStatusFilters(writeStatusFilters({ ...defaultStatusFilters, username: 'ann' })).username).toBe(
      'ann',
    );
  });
});
