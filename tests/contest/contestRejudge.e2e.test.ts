import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { runningContest, submitInContest } from '../support/contests';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  admin = await registerAndLogin(t, ROLE.root);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  judge = await startTestJudge(t, { firstSlot: 270 });
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

const contestWithProblem = (title: string, pid: number) => runningContest(admin, { title, pid });
const submitIn = (account: TestAccount, cid: number, pid: number) => submitInContest(account, cid, pid);

async function verdicts(submitId: number): Promise<{ round: number; status: number }[]> {
  const events = await t.store.readStream(`submission-${submitId}`);
  return events.flatMap((e) =>
    e.type === 'SubmissionJudged' ? [{ round: e.data.round, status: e.data.status }] : [],
  );
}

describe('rejudging a contest problem', () => {
  it('rejudges every submission of the problem in that contest, for real, and nothing elsewhere', async () => {
    const made = await admin.client.post('/api/admin/problem', {
      problem: { problemId: 'RJ1', title: 'A+B RJ1', checker: null },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    });
    const { pid } = data<{ pid: number }>(made);
    const cid = await contestWithProblem('Rejudge cup', pid);
    const otherCid = await contestWithProblem('Other cup', pid);
    const ours = [await submitIn(ann, cid, pid), await submitIn(bob, cid, pid)];
    const theirs = await submitIn(ann, otherCid, pid);
    for (const submitId of [...ours, theirs]) {
      await until(async () => (await verdicts(submitId)).length === 1, 60_000);
    }

    const reply = await admin.client.get(`/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`);
    expect(reply.body).toMatchObject({ status: 200, data: { cid, pid, rejudged: 2 } });
    for (const submitId of ours) {
      await until(async () => (await verdicts(submitId)).length === 2, 60_000);
      expect(await verdicts(submitId)).toEqual([
        { round: 1, status: 0 },
        { round: 2, status: 0 },
      ]);
    }
    const other = await t.store.readStream(`submission-${theirs}`);
    expect(other.some((e) => e.type === 'SubmissionRejudged')).toBe(false);
  });

  it('is for super admins only, and only for a problem of the contest', async () => {
    const refused = await ann.client.get('/api/admin/judge/rejudge-contest-problem?cid=1&pid=1');
    expect(refused.http).toBe(403);
    const made = await admin.client.post('/api/admin/problem', {
      problem: { problemId: 'RJ2', title: 'Elsewhere', checker: null },
      testCases: [{ input: '1\n', output: '1\n' }],
    });
    const { pid } = data<{ pid: number }>(made);
    const cid = await contestWithProblem('Third cup', pid);
    const missing = await admin.client.get(
      `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid + 999}`,
    );
    expect(missing.http).toBe(404);
    const invalid = await admin.client.get('/api/admin/judge/rejudge-contest-problem?cid=x&pid=1');
    expect(invalid.http).toBe(400);
  });
});
