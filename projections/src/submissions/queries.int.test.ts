import { PRACTICE_CID, SubmissionStatus } from '@oj/events';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  firstFailedCaseSeq,
  lastPracticeSubmitTime,
  practiceSubmissionPage,
  submissionById,
} from './queries';
import type { SubmissionsTables } from './submissionsTable';

const counterStore = useCounterStore();
const db = () => counterStore.store.db.withTables<SubmissionsTables>();

const submission = (
  submitId: number,
  over: { cid?: number; uid?: string; displayPid?: string; at: string },
) => ({
  submit_id: submitId,
  pid: 1000,
  display_pid: over.displayPid ?? 'P1000',
  cid: over.cid ?? PRACTICE_CID,
  uid: over.uid ?? 'ann',
  username: over.uid ?? 'ann',
  language: 'C++',
  code: Buffer.from('int main(){}'),
  length: 12,
  ip: '',
  status: SubmissionStatus.wrongAnswer,
  score: null,
  oi_rank_score: null,
  time: null,
  memory: null,
  system_error: null,
  round: 1,
  lease_id: null,
  lease_expires_at: null,
  counted_status: null,
  submit_time: new Date(over.at),
  judged_at: null,
});

const judgedCase = (submitId: number, seq: number, status: number) => ({
  submit_id: submitId,
  round: 1,
  seq,
  input_name: `${seq}.in`,
  output_name: `${seq}.out`,
  group_num: 0,
  status,
  time: 1,
  memory: 1,
  score: 0,
  user_output: Buffer.alloc(0),
  message: Buffer.alloc(0),
});

beforeAll(async () => {
  await db()
    .insertInto('submissions')
    .values([
      submission(1, { at: '2026-01-01T00:00:00Z' }),
      submission(2, { at: '2026-01-01T00:01:00Z', displayPid: 'p1001' }),
      submission(3, { at: '2026-01-01T00:02:00Z', cid: 7, displayPid: 'A' }),
      submission(4, { at: '2026-01-01T00:03:00Z', uid: 'bob' }),
    ])
    .execute();
  await db()
    .insertInto('submission_cases')
    .values([
      judgedCase(1, 1, SubmissionStatus.accepted),
      judgedCase(1, 2, SubmissionStatus.cancelled),
      judgedCase(1, 3, SubmissionStatus.timeLimitExceeded),
      judgedCase(1, 4, SubmissionStatus.wrongAnswer),
      judgedCase(2, 1, SubmissionStatus.accepted),
    ])
    .execute();
});

describe('the submissions read model queries', () => {
  it('lists practice submissions only, newest first, with the whole count beside the page', async () => {
    const first = await practiceSubmissionPage(db(), {}, { currentPage: 1, limit: 2 });
    expect(first.rows.map((r) => r.submit_id)).toEqual([4, 2]);
    expect(first.total).toBe(3);
    const second = await practiceSubmissionPage(db(), {}, { currentPage: 2, limit: 2 });
    expect(second.rows.map((r) => r.submit_id)).toEqual([1]);
  });

  it('filters by author and by display id in any case', async () => {
    const mine = await practiceSubmissionPage(db(), { uid: 'ann' }, { currentPage: 1, limit: 10 });
    expect(mine.rows.map((r) => r.submit_id)).toEqual([2, 1]);
    const byProblem = await practiceSubmissionPage(
      db(),
      { displayPid: 'P1001' },
      { currentPage: 1, limit: 10 },
    );
    expect(byProblem.rows.map((r) => r.submit_id)).toEqual([2]);
    expect(byProblem.total).toBe(1);
  });

  it('names the first case that failed, past accepted and cancelled ones, and none when all passed', async () => {
    expect(await firstFailedCaseSeq(db(), 1)).toBe(3);
    expect(await firstFailedCaseSeq(db(), 2)).toBeUndefined();
  });

  it('times the submit interval from the last practice submission, not a contest one', async () => {
    expect((await lastPracticeSubmitTime(db(), 'ann'))?.toISOString()).toBe('2026-01-01T00:01:00.000Z');
    expect(await lastPracticeSubmitTime(db(), 'nobody')).toBeUndefined();
    expect((await submissionById(db(), 3))?.cid).toBe(7);
  });
});
