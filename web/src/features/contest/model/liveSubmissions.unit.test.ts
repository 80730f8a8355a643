import { describe, expect, it } from 'vitest';
import type { ContestSubmission } from '../api/schemas';
import { applyPushedSubmission, pushedSubmission } from './liveSubmissions';

const row = (submitId: number, status: number, uid = 'u1'): ContestSubmission => ({
  submitId,
  uid,
  username: uid,
  displayPid: 'A',
  status,
  score: null,
  time: null,
  memory: null,
  length: 10,
  language: 'C++',
  submitTime: '2026-11-25T10:00:00.000Z',
});
const page = (...records: ContestSubmission[]) => ({ records, total: records.length + 10 });
const view = { cid: 3, firstPage: true, limit: 2 };

describe('pushedSubmission', () => {
  it("reads the participants' room and the own room, and only this contest's rows", () => {
    const submission = { ...row(7, 0), cid: 3 };
    expect(pushedSubmission({ submission }, 3)).toMatchObject({ submitId: 7, status: 0 });
    expect(pushedSubmission({ kind: 'submission', submission }, 3)).toMatchObject({ submitId: 7 });
    expect(
      pushedSubmission({ kind: 'submission', submission: { ...submission, cid: 0 } }, 3),
    ).toBeUndefined();
    expect(pushedSubmission({ kind: 'reload' }, 3)).toBeUndefined();
  });
});

describe('applyPushedSubmission', () => {
  it('changes a shown row in place', () => {
    expect(applyPushedSubmission(page(row(9, 5), row(8, 0)), row(9, -1), view)).toEqual(
      page(row(9, -1), row(8, 0)),
    );
  });

  it('puts a new submission on top of the first page, keeping its size, and counts it', () => {
    const next = applyPushedSubmission(page(row(9, 0), row(8, 0)), row(10, 5), view);
    expect(next.records.map((r) => r.submitId)).toEqual([10, 9]);
    expect(next.total).toBe(13);
  });

  it('leaves later pages, other users\' rows under "mine", and rows older than a full page alone', () => {
    const shown = page(row(9, 0), row(8, 0));
    expect(applyPushedSubmission(shown, row(10, 5), { ...view, firstPage: false })).toBe(shown);
    expect(applyPushedSubmission(shown, row(10, 5, 'u2'), { ...view, onlyUid: 'u1' })).toBe(shown);
    expect(applyPushedSubmission(shown, row(7, 5), view)).toBe(shown);
  });
});
