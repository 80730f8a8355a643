import { ProblemType } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { AB_CPP, runningContest, submitInContest } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

// An OI contest end to end over HTTP: created through the admin API, real programs judged by a real
// judge (sandbox slots 290-299), and the board's rows read from get-contest-rank.

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

/** Right on "1 2", wrong on "5 6": half the points of a two-case problem. */
const HALF_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a==1?a+b:0);}\n';

interface OiRow {
  uid: string;
  rank: number;
  totalScore: number;
  total: number;
  submissionInfo: Record<string, number>;
  timeInfo: Record<string, number> | null;
}

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  admin = await registerAndLogin(t, ROLE.root);
  expect((await admin.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  judge = await startTestJudge(t, { firstSlot: 290 });
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

/** An OI A+B with two cases of `scores` points each. */
async function oiProblem(problemId: string, scores: [number, number]): Promise<number> {
  const reply = await admin.client.post(
    '/api/admin/problem',
    problemFields(problemId, { title: `OI ${problemId}`, type: ProblemType.oi }, [
      { input: '1 2\n', output: '3\n', score: scores[0] },
      { input: '5 6\n', output: '11\n', score: scores[1] },
    ]),
  );
  expect(reply.body).toMatchObject({ status: 200 });
  return data<{ pid: number }>(reply).pid;
}

async function judged(account: TestAccount, submitId: number): Promise<{ status: number; score: number }> {
  let seen = { status: -10, score: 0 };
  await until(async () => {
    const reply = await account.client.get(`/api/get-submission-detail?submitId=${submitId}`);
    seen = data<{ submission: { status: number; score: number } }>(reply).submission;
    return ![5, 6, 7].includes(seen.status);
  }, 60_000);
  return seen;
}

async function boardOf(cid: number, viewer: TestAccount): Promise<OiRow[]> {
  const reply = await viewer.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 30 });
  expect(reply.body).toMatchObject({ status: 200 });
  return data<{ records: OiRow[] }>(reply).records;
}

/** The board's rows once `ready` holds for them (the projection folds after the verdict). */
async function boardWhen(cid: number, ready: (rows: OiRow[]) => boolean): Promise<OiRow[]> {
  let rows: OiRow[] = [];
  await until(async () => {
    rows = await boardOf(cid, bob);
    return ready(rows);
  }, 30_000);
  return rows;
}

const rowOf = (rows: OiRow[], account: TestAccount) => rows.find((r) => r.uid === account.uid);

describe('an OI contest over HTTP with a real judge', () => {
  it('scores each problem, sums the total, ranks by it, and switches Recent to Highest', async () => {
    const pidA = await oiProblem('OIE2E-A', [50, 50]);
    const pidB = await oiProblem('OIE2E-B', [30, 70]);
    const cid = await runningContest(admin, { title: 'OI Cup', pid: pidA, type: 1 });
    const added = await admin.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: pidB,
      displayId: 'B',
    });
    expect(added.body).toMatchObject({ status: 200 });
    const contest = data<{ type: number; oiRankScoreType: string }>(
      await admin.client.get(`/api/admin/contest?cid=${cid}`),
    );
    expect(contest).toMatchObject({ type: 1, oiRankScoreType: 'Recent' });

    // ann: full marks on A, then a worse try on A; half on B. bob: half on A.
    expect(await judged(ann, await submitInContest(ann, cid, pidA, AB_CPP))).toMatchObject({
      status: 0,
      score: 100,
    });
    expect(await judged(ann, await submitInContest(ann, cid, pidA, HALF_CPP))).toMatchObject({ score: 50 });
    expect(await judged(ann, await submitInContest(ann, cid, pidB, HALF_CPP))).toMatchObject({ score: 30 });
    expect(await judged(bob, await submitInContest(bob, cid, pidA, HALF_CPP))).toMatchObject({ score: 50 });

    // Recent: ann's last try on A counts (50), so ann has 50 + 30 and bob 50. The board's `total` counts a
    // submission when it arrives, before its verdict is folded, so wait on the scores themselves.
    const recent = await boardWhen(
      cid,
      (rows) =>
        rowOf(rows, ann)?.total === 3 &&
        rowOf(rows, ann)?.totalScore === 80 &&
        rowOf(rows, bob)?.totalScore === 50,
    );
    expect(rowOf(recent, ann)).toMatchObject({ totalScore: 80, submissionInfo: { A: 50, B: 30 }, rank: 1 });
    expect(rowOf(recent, bob)).toMatchObject({ totalScore: 50, submissionInfo: { A: 50 }, rank: 2 });
    // timeInfo: the fastest accepted run per problem, for accepted problems only.
    expect(typeof rowOf(recent, ann)?.timeInfo?.A).toBe('number');
    expect(rowOf(recent, ann)?.timeInfo).not.toHaveProperty('B');
    expect(rowOf(recent, bob)?.timeInfo ?? {}).toEqual({});

    // Highest: the best try on A counts (100), without any new submission.
    const changed = await admin.client.put('/api/admin/contest', { cid, oiRankScoreType: 'Highest' });
    expect(changed.body).toMatchObject({ status: 200 });
    const highest = await boardWhen(cid, (rows) => rowOf(rows, ann)?.totalScore === 130);
    expect(rowOf(highest, ann)).toMatchObject({
      totalScore: 130,
      submissionInfo: { A: 100, B: 30 },
      rank: 1,
    });
    expect(rowOf(highest, bob)).toMatchObject({ totalScore: 50, rank: 2 });

    // And back: Recent again gives the last try's score.
    await admin.client.put('/api/admin/contest', { cid, oiRankScoreType: 'Recent' });
    const again = await boardWhen(cid, (rows) => rowOf(rows, ann)?.totalScore === 80);
    expect(rowOf(again, ann)?.submissionInfo).toEqual({ A: 50, B: 30 });
  }, 180_000);
});
