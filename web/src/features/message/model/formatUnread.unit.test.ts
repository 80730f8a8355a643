import { expect, it } from 'vitest';
import { formatUnread, totalUnread } from './formatUnread';

it('shows no badge for nothing unread, or a count that makes no sense', () => {
  expect(formatUnread(0)).toBeUndefined();
  expect(formatUnread(-3)).toBeUndefined();
  expect(formatUnread(Number.NaN)).toBeUndefined();
});

it('shows the count up to 99, and 99+ beyond', () => {
  expect(formatUnread(1)).toBe('1');
  expect(formatUnread(99)).toBe('99');
  expect(formatUnread(100)).toBe('99+');
  expect(formatUnread(12_345)).toBe('99+');
});

it('adds up every kind of message', () => {
  expect(totalUnread({ comment: 1, reply: 2, like: 0, sys: 40, mine: 60 })).toBe(103);
});
