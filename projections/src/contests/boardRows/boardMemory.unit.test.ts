import { describe, expect, it } from 'vitest';
import { BoardMemory, type BoardRowInput } from './boardMemory';

const submission = (submitId: number, uid: string): BoardRowInput => ({
  submit_id: submitId,
  uid,
  username: uid,
  pid: 1,
  submit_time: new Date(1_000 * submitId),
  status: -4,
  score: null,
  time: null,
  judged_at: null,
});

describe('board memory', () => {
  it('keeps a remembered contestant whole: new submissions and verdicts, absent values kept', () => {
    const memory = new BoardMemory();
    memory.remember(1, 'ann', [submission(1, 'ann')]);
    memory.created(1, submission(2, 'ann'));
    // Not remembered: nothing to add to (their row is read back whole instead).
    memory.created(1, submission(3, 'bob'));
    memory.judged(2, { status: 0, time: 12, judged_at: new Date(5_000) });
    memory.judged(2, { status: 1 });
    expect(memory.submissionsOf(1, 'ann')?.map((s) => [s.submit_id, s.status, s.time])).toEqual([
      [1, -4, null],
      [2, 1, 12],
    ]);
    expect(memory.submissionsOf(1, 'bob')).toBeUndefined();
    expect(memory.submissionsOf(2, 'ann')).toBeUndefined();
    // A submission written twice stays once (its insert does nothing on conflict).
    memory.created(1, submission(2, 'ann'));
    expect(memory.size).toBe(2);
  });

  it('never holds more than its limit: a contestant who does not fit is not remembered, or forgotten', () => {
    const memory = new BoardMemory(3);
    memory.remember(1, 'ann', [submission(1, 'ann'), submission(2, 'ann')]);
    memory.remember(1, 'bob', [submission(3, 'bob'), submission(4, 'bob')]);
    expect(memory.submissionsOf(1, 'bob')).toBeUndefined();
    memory.remember(1, 'cat', [submission(5, 'cat')]);
    expect(memory.size).toBe(3);
    memory.created(1, submission(6, 'ann'));
    expect(memory.submissionsOf(1, 'ann')).toBeUndefined();
    expect(memory.size).toBe(1);
    memory.forget();
    expect(memory.submissionsOf(1, 'cat')).toBeUndefined();
    expect(memory.size).toBe(0);
  });
});
