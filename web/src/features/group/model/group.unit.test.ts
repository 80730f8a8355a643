import { describe, expect, it } from 'vitest';
import { groupTabOf, mayRemove, selectableRoles, truncateName } from './group';

it('cuts names at 26 width units, a wide character counting 2', () => {
  expect(truncateName('Algorithms club')).toBe('Algorithms club');
  expect(truncateName('a'.repeat(27))).toBe(`${'a'.repeat(26)}...`);
  expect(truncateName('算法竞赛集训队第一期学员交流群组')).toBe('算法竞赛集训队第一期学员交...');
});

it('offers a group admin only roles below their own, on rows below it; the root anything but the owner', () => {
  expect(selectableRoles(4, 3, false)).toEqual([1, 2, 3]);
  expect(selectableRoles(4, 4, false)).toEqual([]);
  expect(selectableRoles(5, 4, false)).toEqual([1, 2, 3, 4, 5]);
  expect(selectableRoles(5, 5, true)).toEqual([]);
  expect(selectableRoles(3, 1, false)).toEqual([]);
});

it('lets the owner remove anyone but themself, an admin only lower rows', () => {
  expect(mayRemove(5, 4, false, false)).toBe(true);
  expect(mayRemove(4, 4, false, false)).toBe(false);
  expect(mayRemove(4, 3, false, false)).toBe(true);
  expect(mayRemove(5, 5, true, true)).toBe(false);
  expect(mayRemove(3, 1, false, false)).toBe(false);
});

describe('groupTabOf', () => {
  it('keeps the parent tab of sub-routes highlighted', () => {
    expect(groupTabOf('/group/4')).toBe('home');
    expect(groupTabOf('/group/4/problem')).toBe('problem');
    expect(groupTabOf('/group/4/problem/A1')).toBe('problem');
    expect(groupTabOf('/group/4/problem-admin/12/edit')).toBe('problem');
    expect(groupTabOf('/group/4/training/7/problem/A1')).toBe('training');
    expect(groupTabOf('/group/4/announcement')).toBe('announcement');
    expect(groupTabOf('/group/4/member')).toBe('member');
    expect(groupTabOf('/group/4/discussion')).toBe('discussion');
    expect(groupTabOf('/group/4/discussion-detail/9')).toBe('discussion');
  });
});
