import { ContestType, type ContestTypeCode } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { AB_CPP, runningContest, submitInContest } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const MIN = 60_000;
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
  judge = await startTestJudge(t, { firstSlot: 250 });
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

async function contestWith(type: ContestTypeCode, problemId: string, sealedSince: number | null) {
  const { pid } = data<{ pid: number }>(
    await admin.client.post(
      '/api/admin/problem',
      problemFields(problemId, { type }, [
        { input: '1 2\n', output: '3\n', score: type === ContestType.oi ? 50 : 0 },
        { input: '5 6\n', output: '11\n', score: type === ContestType.oi ? 50 : 0 },
      ]),
    ),
  );
  const cid = await runningContest(admin, { title: `Cup ${problemId}`, pid, type, sealedSince });
  return { cid, pid };
}

const submitIn = (account: TestAccount, cid: number, pid: number) => submitInContest(account, cid, pid);

async function statusSeenBy(account: TestAccount, submitId: number): Promise<number> {
  const reply = await account.client.get(`/api/get-submission-detail?submitId=${submitId}`);
  return data<{ submission: { status: number } }>(reply).submission.status;
}

describe('submitting in a contest', () => {
  it('judges a contest submission for real, under the display id, and moves the board', async () => {
    const { cid, pid } = await contestWith(ContestType.acm, 'CS1', null);
    const submitId = await submitIn(ann, cid, pid);
    await until(async () => (await statusSeenBy(ann, submitId)) === 0, 60_000);
    const mine = data<{ records: { displayPid: string; status: number }[] }>(
      await ann.client.get(`/api/contest-submissions?cid=${cid}&onlyMine=true`),
    );
    expect(mine.records).toEqual([expect.objectContaining({ displayPid: 'A', status: 0 })]);
    await until(async () => {
      const board = data<{ records: { uid: string; ac: number }[] }>(
        await bob.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 30 }),
      );
      return board.records.some((r) => r.uid === ann.uid && r.ac === 1);
    });
    const practice = data<{ total: number }>(await ann.client.get('/api/get-submission-list?onlyMine=true'));
    expect(practice.total).toBe(0);
  });

  it('refuses a problem outside the contest', async () => {
    const { cid } = await contestWith(ContestType.acm, 'CS2', null);
    const other = await admin.client.post(
      '/api/admin/problem',
      problemFields('CS2X', { title: 'Elsewhere' }, [{ input: '1\n', output: '1\n' }]),
    );
    const { pid } = data<{ pid: number }>(other);
    const reply = await ann.client.post('/api/submit-problem-judge', {
      pid,
      cid,
      language: 'C++',
      code: AB_CPP,
    });
    expect(reply.http).toBe(404);
    expect(reply.body.msg).toBe('The problem is not in this contest');
  });

  it('test-runs a contest problem that practice hides, for whoever may enter the contest', async () => {
    const { pid } = data<{ pid: number }>(
      await admin.client.post('/api/admin/problem', problemFields('CS4', { auth: 3 })),
    );
    const cid = await runningContest(admin, { title: 'Cup CS4', pid });
    const run = { pid, language: 'C++', code: AB_CPP, userInput: '20 22\n' };
    // Outside the contest the problem does not exist for ann; inside it, it does.
    const outside = await ann.client.post('/api/submit-problem-test-judge', run);
    expect(outside.body).toMatchObject({ status: 404 });
    const inside = await ann.client.post('/api/submit-problem-test-judge', { ...run, cid });
    expect(inside.body).toMatchObject({ status: 200 });
    const key = data<string>(inside);
    let result = { status: 5, userOutput: null as unknown };
    await until(async () => {
      result = data(await ann.client.get(`/api/get-test-judge-result?testJudgeKey=${key}`));
      return ![5, 6, 7].includes(result.status);
    }, 60_000);
    expect(result.userOutput).toBe('42\n');
    // A problem of another contest is not this contest's.
    const other = await runningContest(admin, {
      title: 'Cup CS4 bis',
      pid: (await contestWith(ContestType.acm, 'CS5', null)).pid,
    });
    const wrong = await ann.client.post('/api/submit-problem-test-judge', { ...run, cid: other });
    expect(wrong.body).toMatchObject({ status: 404, msg: 'The problem is not in this contest' });
  });

  it('hides even the author’s own verdict in a sealed OI contest, on every path, but not from admins', async () => {
    const { cid, pid } = await contestWith(ContestType.oi, 'CS3', Date.now() - 5 * MIN);
    const submitId = await submitIn(ann, cid, pid);
    await until(async () => (await statusSeenBy(admin, submitId)) === 0, 60_000);
    expect(await statusSeenBy(ann, submitId)).toBe(-5);
    const polled = data<Record<string, { status: number; score: number | null }>>(
      await ann.client.post('/api/check-submissions-status', { submitIds: [submitId] }),
    );
    expect(polled[submitId]).toMatchObject({ status: -5, score: null });
    const cases = data<{ judgeCaseList: unknown }>(
      await ann.client.get(`/api/get-all-case-result?submitId=${submitId}`),
    );
    expect(cases.judgeCaseList).toBeNull();
    const live = new LiveTestClient(t.url, { token: ann.client.token });
    try {
      await live.connected();
      // The author may follow the submission, and is sent nothing of its verdict while the seal hides it.
      for (const room of ['system', `user:${ann.uid}`, `submission:${submitId}`])
        expect(await live.join(room)).toMatchObject({ ok: true });
      const rejudged = await admin.client.get(`/api/admin/judge/rejudge?submitId=${submitId}`);
      expect(rejudged.body.status).toBe(200);
      await until(async () => {
        const rounds = await t.store.readStream(`submission-${submitId}`);
        return rounds.filter((e) => e.type === 'SubmissionJudged').length === 2;
      }, 60_000);
      const head = Number(await t.store.waitForSettled());
      await until(() => live.positions('system').some((p) => p >= head));
      const sent = live.applied.filter((c) => c.room !== 'system');
      expect(sent.map((c) => c.payload)).toEqual([]);
    } finally {
      live.close();
    }
    const events = await t.store.readStream(`submission-${submitId}`);
    expect(events.some((e) => e.type === 'SubmissionJudged')).toBe(true);
  });
});
