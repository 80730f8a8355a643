import { describe, expect, it } from 'vitest';
import type { AcInfo, ContestAnnouncement } from '../api/helperSchemas';
import { acInfoNeedsReload, mergeAcInfo, mergeAnnouncement } from './helperChanges';

const row = (id: number, minute: number, over: Partial<AcInfo> = {}): AcInfo => ({
  id,
  cid: 1,
  submitTime: `2026-05-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
  displayId: 'A',
  color: '#e6bf25',
  firstBlood: false,
  username: `u${id}`,
  realname: '',
  checked: false,
  ...over,
});

describe('merging pushed AC info', () => {
  const page = { records: [row(2, 20), row(1, 10, { firstBlood: true })], total: 2 };

  it('puts a new row first, replaces changed ones and keeps the page size', () => {
    const merged = mergeAcInfo(
      page,
      { kind: 'rows', rows: [row(3, 30), row(1, 10, { checked: true })], removed: [] },
      2,
    );
    expect(merged.records.map((r) => [r.id, r.checked])).toEqual([
      [3, false],
      [2, false],
    ]);
    expect(merged.total).toBe(3);
  });

  it('drops removed rows and moves first blood', () => {
    const merged = mergeAcInfo(
      page,
      { kind: 'rows', rows: [row(2, 20, { firstBlood: true })], removed: [1] },
      20,
    );
    expect(merged).toEqual({ records: [row(2, 20, { firstBlood: true })], total: 1 });
  });

  it('reads again on reload or an unknown shape', () => {
    expect(acInfoNeedsReload({ kind: 'reload' })).toBe(true);
    expect(acInfoNeedsReload({ kind: 'something' })).toBe(true);
    expect(acInfoNeedsReload({ kind: 'rows', rows: [], removed: [] })).toBe(false);
  });
});

describe('merging pushed announcements', () => {
  const first: ContestAnnouncement = { id: 1, title: 'A', content: 'a', username: 'root', gmtCreate: 'T1' };

  it('adds a posted one first, updates in place keeping the first time, and deletes', () => {
    const posted = mergeAnnouncement([first], {
      kind: 'posted',
      announcement: { id: 2, cid: 1, title: 'B', content: 'b', gmtCreate: 'T2', gmtModified: 'T2' },
    });
    expect(posted.map((a) => a.id)).toEqual([2, 1]);
    const updated = mergeAnnouncement(posted, {
      kind: 'updated',
      announcement: { id: 1, cid: 1, title: 'A2', content: 'a2', gmtModified: 'T3' },
    });
    expect(updated.find((a) => a.id === 1)).toEqual({ ...first, title: 'A2', content: 'a2' });
    expect(mergeAnnouncement(updated, { kind: 'deleted', id: 2 }).map((a) => a.id)).toEqual([1]);
  });
});
