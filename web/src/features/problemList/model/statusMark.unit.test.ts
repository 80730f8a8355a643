import { expect, it } from 'vitest';
import { statusMark } from './statusMark';

it('marks solved, partly solved, waiting and failed problems, and leaves untried ones blank', () => {
  expect(statusMark(0)).toBe('solved');
  expect(statusMark(8)).toBe('partial');
  expect([5, 6, 7, 9].map(statusMark)).toEqual(['judging', 'judging', 'judging', 'judging']);
  expect([-1, -2, -3, 1, 2, 3, 4, 10, -4].every((status) => statusMark(status) === 'tried')).toBe(true);
  expect(statusMark(-10)).toBe('none');
  expect(statusMark(undefined)).toBe('none');
});
