import { describe, expect, it } from 'vitest';
import type { DiscussionPage } from '../api/schemas';
import { listNeedsReload, withLikes } from './liveList';

const view = { pid: undefined, categoryId: undefined, ids: [1, 2], explanations: false };

describe('the discussion list live changes', () => {
  it('read the page again for a new discussion of its problem and category only', () => {
    const created = { kind: 'created', id: 9, pid: 'P1', categoryId: 3 };
    expect(listNeedsReload(created, view)).toBe(true);
    expect(listNeedsReload(created, { ...view, pid: 'P1', categoryId: 3 })).toBe(true);
    expect(listNeedsReload(created, { ...view, pid: 'P2' })).toBe(false);
    expect(listNeedsReload(created, { ...view, categoryId: 4 })).toBe(false);
  });

  it('read it again for an edit of a shown row, or any edit on the explanation tab (a pick)', () => {
    expect(listNeedsReload({ kind: 'updated', id: 2 }, view)).toBe(true);
    expect(listNeedsReload({ kind: 'updated', id: 7 }, view)).toBe(false);
    expect(listNeedsReload({ kind: 'updated', id: 7 }, { ...view, explanations: true })).toBe(true);
    expect(listNeedsReload({ kind: 'removed', id: 7 }, view)).toBe(true);
    expect(listNeedsReload('nonsense', view)).toBe(true);
  });

  it('merge a like count into the row it is about, and leave other pages alone', () => {
    const row = { id: 2, likeNum: 0 } as DiscussionPage['records'][number];
    const page: DiscussionPage = { records: [row], total: 1 };
    expect(listNeedsReload({ kind: 'likes', id: 2, likeNum: 5 }, view)).toBe(false);
    expect(withLikes(page, { kind: 'likes', id: 2, likeNum: 5 }).records[0]?.likeNum).toBe(5);
    expect(withLikes(page, { kind: 'likes', id: 3, likeNum: 5 })).toBe(page);
  });
});
