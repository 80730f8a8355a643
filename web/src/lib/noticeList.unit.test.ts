import { describe, expect, it } from 'vitest';
import { addNotice, type Notice } from './noticeList';

const message = (id: number, text: string): Notice => ({ id, kind: 'error', placement: 'top', text });

describe('addNotice', () => {
  it('stacks different notices in order', () => {
    const list = addNotice([message(1, 'a')], message(2, 'b'));
    expect(list.map((n) => n.text)).toEqual(['a', 'b']);
  });

  it('says the same thing once while it is on show', () => {
    const list = [message(1, 'Network error')];
    expect(addNotice(list, message(2, 'Network error'))).toBe(list);
  });

  it('keeps the same text in another place or of another kind', () => {
    const list = [message(1, 'x')];
    expect(addNotice(list, { ...message(2, 'x'), placement: 'corner', title: 'Error' })).toHaveLength(2);
    expect(addNotice(list, { ...message(3, 'x'), kind: 'warning' })).toHaveLength(2);
  });
});
