import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../api/schemas';
import { applyLiveRow, type RowPage } from './liveRows';

const row = (submitId: number, status: number, more: Partial<SubmissionRow> = {}): SubmissionRow => ({
  submitId,
  submitTime: '2026-11-22T10:00:00.000Z',
  pid: 1,
  displayPid: 'P1',
  uid: 'u1',
  username: 'ann',
  status,
  share: false,
  time: null,
  memory: null,
  score: null,
  oiRankScore: null,
  length: 10,
  language: 'C++',
  cid: 0,
  virtualCid: null,
  judger: '',
  isManual: false,
  ...more,
});

const page = (...ids: number[]): RowPage => ({ records: ids.map((id) => row(id, 0)), total: 40 });
const ids = (p: RowPage) => p.records.map((r) => r.submitId);
const first = { firstPage: true, limit: 3, filter: {} };

describe('live rows on a list page', () => {
  it('changes a shown row in place, on any page and whatever the filter', () => {
    const next = applyLiveRow(page(9, 8, 7), row(8, -1), {
      ...first,
      firstPage: false,
      filter: { status: 0 },
    });
    expect(next.records.map((r) => r.status)).toEqual([0, -1, 0]);
    expect(next.total).toBe(40);
  });

  it('puts a new matching row at the top of the first page, keeping its size', () => {
    const next = applyLiveRow(page(9, 8, 7), row(10, 5), first);
    expect(ids(next)).toEqual([10, 9, 8]);
    expect(next.total).toBe(41);
  });

  it('leaves other pages, rows of other filters and older rows alone', () => {
    const p = page(9, 8, 7);
    expect(applyLiveRow(p, row(10, 5), { ...first, firstPage: false })).toBe(p);
    expect(applyLiveRow(p, row(10, 5, { uid: 'u2' }), { ...first, filter: { uid: 'u1' } })).toBe(p);
    expect(applyLiveRow(p, row(10, 5, { displayPid: 'P2' }), { ...first, filter: { problemId: 'p1' } })).toBe(
      p,
    );
    expect(applyLiveRow(p, row(10, 5, { cid: 3 }), first)).toBe(p);
    // A virtual participant's row (cid 0) belongs to the virtual page, not the practice lists.
    expect(applyLiveRow(p, row(11, 5, { virtualCid: 3 }), first)).toBe(p);
    expect(applyLiveRow(p, row(6, 5), first)).toBe(p);
  });

  it('fills a page that is not full, in submitId order', () => {
    const next = applyLiveRow({ records: [row(9, 0)], total: 1 }, row(4, 5), first);
    expect(ids(next)).toEqual([9, 4]);
    expect(applyLiveRow({ records: [], total: 0 }, row(1, 5), first).total).toBe(1);
  });
});
