import { describe, expect, it } from 'vitest';
import { formatUnread, isMessageTab, totalUnread } from './unread';

describe('the unread badge', () => {
  it('shows nothing for none, the count up to 99, then 99+', () => {
    expect(formatUnread(0)).toBeUndefined();
    expect(formatUnread(1)).toBe('1');
    expect(formatUnread(99)).toBe('99');
    expect(formatUnread(100)).toBe('99+');
  });

  it('adds every kind', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('knows the five tabs and nothing else', () => {
    expect(['discuss', 'reply', 'like', 'sys', 'mine'].every(isMessageTab)).toBe(true);
    expect(isMessageTab('comment')).toBe(false);
  });
});
