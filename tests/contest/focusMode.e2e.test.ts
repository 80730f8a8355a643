import { ContestType, ProblemType, SubmissionStatus } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest, submitInContest } from '../support/contests';
import { startTestServer, type TestServer } from '../support/testServer';
import { ok, quiet, unique } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judgeApi, judgedCase, leaseOf, verdictOf } from '../trust/roleMatrix/judging';

// The focus mode's problem drawer (spec 01 §7 /api/get-full-screen-problem-list): a contest's or a
// training's problems with the reader's status, and in an OI contest the score of the last judged try.

let t: TestServer;
let root: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let oiCid: number;
let tid: number;
const pids: number[] = [];
const problemIds: string[] = [];

type Row = { pid: number; problemId: string; title: string; status: number | null; score: number | null };
const list = (account: TestAccount | null, query: Record<string, unknown>) =>
  (account?.client ?? new ApiClient(t.url)).get(
    `/api/get-full-screen-problem-list?${new URLSearchParams(query as Record<string, string>)}`,
  );

/** Judges `submitId` with `status` and `score` through the judge API, as a runner would. */
async function judgeWith(submitId: number, status: number, score: number) {
  const lease = await leaseOf(t, submitId);
  await judgeApi(t, 'case', { ...lease, cases: [{ ...judgedCase(status), score }] });
  await judgeApi(t, 'verdict', { ...verdictOf(lease, status), score });
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  for (const _ of [1, 2]) {
    const problemId = unique('focus-');
    const made = await ok<{ pid: number }>(
      root.client.post('/api/admin/problem', {
        problem: { problemId, title: `Focus ${problemId}`, type: ProblemType.oi },
        testCases: [{ input: '1 2\n', output: '3\n', score: 100 }],
      }),
    );
    pids.push(made.pid);
    problemIds.push(problemId);
  }
  oiCid = await runningContest(root, { title: 'Focus OI', pid: pids[0] ?? 0, type: ContestType.oi });
  await ok(
    root.client.post('/api/admin/contest/add-problem-from-public', {
      cid: oiCid,
      pid: pids[1],
      displayId: 'B',
    }),
  );
  const [category] = await ok<{ id: number }[]>(
    root.client.post('/api/admin/training/category', { name: 'Focus', color: '#1e90ff' }),
  );
  const training = await ok<{ id: number }>(
    root.client.post('/api/admin/training', {
      title: 'Focus training',
      description: 'Two problems',
      categoryId: category?.id,
      auth: 'Public',
    }),
  );
  tid = training.id;
  await ok(root.client.post('/api/admin/training/problem', { tid, problemIds }));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the full-screen problem list', () => {
  it("lists an OI contest's problems with each reader's status and last judged score", async () => {
    const first = await submitInContest(ann, oiCid, pids[0] ?? 0);
    await judgeWith(first, SubmissionStatus.wrongAnswer, 40);
    const second = await submitInContest(ann, oiCid, pids[0] ?? 0);
    await judgeWith(second, SubmissionStatus.partialAccepted, 70);
    await quiet(t);

    const annRows = await ok<Row[]>(list(ann, { cid: oiCid }));
    expect(annRows.map((r) => [r.problemId, r.status, r.score])).toEqual([
      ['A', SubmissionStatus.wrongAnswer, 70],
      ['B', SubmissionStatus.notSubmitted, null],
    ]);
    expect(annRows[0]?.pid).toBe(pids[0]);
    const bobRows = await ok<Row[]>(list(bob, { cid: oiCid }));
    expect(bobRows.map((r) => [r.problemId, r.status, r.score])).toEqual([
      ['A', SubmissionStatus.notSubmitted, null],
      ['B', SubmissionStatus.notSubmitted, null],
    ]);
  });

  it("lists a training's problems, with the status only for a signed-in reader", async () => {
    const rows = await ok<Row[]>(list(ann, { tid }));
    expect(rows.map((r) => r.pid)).toEqual(pids);
    expect(rows.every((r) => r.status === SubmissionStatus.notSubmitted && r.score === null)).toBe(true);
    const visitorRows = await ok<Row[]>(list(null, { tid }));
    expect(visitorRows.map((r) => r.status)).toEqual([null, null]);
  });

  it('asks a visitor to sign in for a contest, and refuses a query without exactly one of cid and tid', async () => {
    expect((await list(null, { cid: oiCid })).body).toMatchObject({ status: 401 });
    for (const query of [{}, { cid: oiCid, tid }, { cid: 'A' }, { tid: '1.5' }]) {
      const reply = await list(ann, query);
      expect(reply.body.status, JSON.stringify(query)).toBe(400);
    }
    expect((await list(ann, {})).body.msg).toContain('Give either cid or tid');
    expect((await list(ann, { cid: 987_654 })).body.status).toBe(404);
  });
});
