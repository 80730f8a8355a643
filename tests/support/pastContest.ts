import { handleCommand } from '@oj/events';
import { submissionDecider, submissionStreamId } from '@oj/server';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import type { TestServer } from './testServer';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A contest submission made in the past: created at minute `at` of the contest and judged at each
 * verdict's minute (the events carry those times), as a replay of a real contest needs. No judge runs.
 */
export async function pastSubmission(
  t: TestServer,
  contest: { cid: number; start: number },
  account: TestAccount,
  problem: { pid: number; displayId: string },
  at: number,
  verdicts: { minute: number; status: number }[],
): Promise<void> {
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
    t.server.services.db,
  );
  const submitId = Number(rows[0]?.id);
  const stream = submissionStreamId(submitId);
  const when = (minute: number) => ({ metadata: { at: iso(contest.start + minute * MIN) } });
  const data = {
    submitId,
    pid: problem.pid,
    displayPid: problem.displayId,
    uid: account.uid,
    username: account.username,
    language: 'C++',
    code: 'int main(){}',
    cid: contest.cid,
    ip: '127.0.0.1',
  };
  let last = await handleCommand(t.store, stream, submissionDecider, { type: 'Submit', data }, when(at));
  for (const [round, verdict] of verdicts.entries()) {
    const lease = { round: round + 1, leaseId: `lease-${submitId}-${round}` };
    const take = { type: 'TakeLease' as const, ...lease, runner: 'test', now: Date.now(), ttlMs: 30_000 };
    if (round > 0)
      await handleCommand(t.store, stream, submissionDecider, { type: 'Rejudge' }, when(verdict.minute));
    await handleCommand(t.store, stream, submissionDecider, take, when(verdict.minute));
    const report = {
      type: 'ReportVerdict' as const,
      ...lease,
      verdict: {
        status: verdict.status,
        score: null,
        oiRankScore: null,
        time: 10,
        memory: 1000,
        errorMessage: '',
        systemError: null,
        judger: 'test',
      },
    };
    last = await handleCommand(t.store, stream, submissionDecider, report, when(verdict.minute));
  }
  expect(last.positions.length).toBeGreaterThan(0);
  await t.server.services.settled('contests', last.positions.at(-1));
}
