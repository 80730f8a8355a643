import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { LiveTestClient } from '@oj/tests/support/liveTestClient';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let root: TestAccount;
let pid: number;
let privatePid: number;

const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
const AB_WRONG =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n';
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

type Summary = { submitId: number; status: number; time: number | null; uid: string };

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, RoleCode.root);
  // Tests submit back to back: the 8 s interval has its own test below.
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  const problem = (problemId: string, auth: number) => ({
    problem: { problemId, title: `A+B ${problemId}`, auth, checker: null },
    testCases: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
      { input: '-4 4\n', output: '0\n' },
    ],
  });
  pid = data<{ pid: number }>(await root.client.post('/api/admin/problem', problem('SUB1', 1))).pid;
  privatePid = data<{ pid: number }>(await root.client.post('/api/admin/problem', problem('SUB2', 2))).pid;
  judge = await startTestJudge(t, { firstSlot: 160 });
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

async function submit(account: TestAccount, code: string, language = 'C++', problem = pid) {
  const reply = await account.client.post('/api/submit-problem-judge', { pid: problem, language, code });
  expect(reply.body).toMatchObject({ status: 200 });
  return data<{ submitId: number }>(reply).submitId;
}

async function finalOf(client: ApiClient, submitId: number): Promise<Summary> {
  let last: Summary | undefined;
  await until(async () => {
    const reply = await client.get(`/api/get-submission-detail?submitId=${submitId}`);
    last = data<{ submission: Summary }>(reply).submission;
    return ![5, 6, 7].includes(last.status);
  }, 60_000);
  return last as Summary;
}

describe('submitting', () => {
  it('refuses bad submissions with the spec messages and stores nothing', async () => {
    const user = await registerAndLogin(t);
    const before = data<{ total: number }>(await user.client.get('/api/get-submission-list')).total;
    const cases: [ApiClient, unknown, number, string][] = [
      [new ApiClient(t.url), { pid, language: 'C++', code: AB_CPP }, 401, 'Please login first'],
      [user.client, { pid, language: 'C++', code: '   \n' }, 400, 'Code can not be empty'],
      [
        user.client,
        { pid, language: 'C++', code: 'x'.repeat(65_536) },
        400,
        'Code Length can not exceed 65535',
      ],
      [
        user.client,
        { pid, language: 'Brainfuck', code: AB_CPP },
        400,
        'The language Brainfuck is not allowed',
      ],
      [user.client, { pid: privatePid, language: 'C++', code: AB_CPP }, 404, 'The problem does not exist'],
      [user.client, { pid: 999_999, language: 'C++', code: AB_CPP }, 404, 'The problem does not exist'],
    ];
    for (const [client, body, http, msg] of cases) {
      const reply = await client.post('/api/submit-problem-judge', body);
      expect(reply.http, msg).toBe(http);
      expect(reply.body.msg).toContain(msg);
    }
    const banned = await registerAndLogin(t, RoleCode.noSubmit);
    const refused = await banned.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C++',
      code: AB_CPP,
    });
    expect(refused.http).toBe(403);
    expect(data<{ total: number }>(await user.client.get('/api/get-submission-list')).total).toBe(before);
  });

  it('keeps the minimum interval between two submissions of one user', async () => {
    await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 8 });
    try {
      const user = await registerAndLogin(t);
      await submit(user, AB_CPP);
      const second = await user.client.post('/api/submit-problem-judge', {
        pid,
        language: 'C++',
        code: AB_CPP,
      });
      expect(second.http).toBe(429);
      expect(second.body.msg).toMatch(/wait [1-8] more second/);
    } finally {
      await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
    }
  });
});

describe('judging', () => {
  it('judges A+B in the sandbox: Accepted, with every case and the statistics', async () => {
    const user = await registerAndLogin(t);
    const submitId = await submit(user, AB_CPP);
    const final = await finalOf(user.client, submitId);
    expect(final.status).toBe(0);
    const cases = data<{ judgeCaseList: { status: number; seq: number }[] }>(
      await user.client.get(`/api/get-all-case-result?submitId=${submitId}`),
    ).judgeCaseList;
    expect(cases.map((c) => [c.seq, c.status])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    const events = await t.store.readStream(`submission-${submitId}`);
    expect(events.filter((e) => e.type === 'SubmissionCaseJudged')).toHaveLength(3);
    expect(events.filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
    const status = data<Record<string, { status: number }>>(
      await user.client.post('/api/get-user-problem-status', { pidList: [pid] }),
    );
    expect(status[pid]?.status).toBe(0);
    const detail = data<{ problemCount: { ac: number; total: number } }>(
      await user.client.get('/api/get-problem-detail?problemId=SUB1'),
    );
    expect(detail.problemCount.ac).toBeGreaterThanOrEqual(1);
    const home = data<{ total: number; solvedList: { problemId: string }[]; recentSolvedList: unknown[] }>(
      await new ApiClient(t.url).get(`/api/get-user-home-info?uid=${user.uid}`),
    );
    expect(home).toMatchObject({ total: 1, solvedList: [{ problemId: 'SUB1' }] });
    expect(home.recentSolvedList).toHaveLength(1);
    const heat = data<{ dataList: { date: string; count: number }[]; endDate: string }>(
      await new ApiClient(t.url).get(`/api/get-user-calendar-heatmap?uid=${user.uid}`),
    );
    expect(heat.dataList).toEqual([{ date: heat.endDate, count: 1 }]);
  });

  it('shows a wrong answer on its first failing case, and a compile error with the compiler message', async () => {
    const user = await registerAndLogin(t);
    const wrong = await submit(user, AB_WRONG);
    expect((await finalOf(user.client, wrong)).status).toBe(-1);
    const cases = data<{ judgeCaseList: { status: number }[] }>(
      await user.client.get(`/api/get-all-case-result?submitId=${wrong}`),
    ).judgeCaseList;
    expect(cases[0]?.status).toBe(-1);
    const broken = await submit(user, 'int main( { return 0; }');
    expect((await finalOf(user.client, broken)).status).toBe(-2);
    const detail = data<{ submission: { errorMessage: string } }>(
      await user.client.get(`/api/get-submission-detail?submitId=${broken}`),
    );
    expect(detail.submission.errorMessage).toMatch(/error/);
  });

  it('pushes each judged case and the final verdict to the author live, and lets nobody else watch', async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const submitId = await submit(user, AB_CPP);
    const live = new LiveTestClient(t.url, { token: user.client.token });
    const stranger = new LiveTestClient(t.url, { token: other.client.token });
    try {
      await live.connected();
      await stranger.connected();
      const room = `submission:${submitId}`;
      // Joined after the submit: `since` 0 replays what the judge did so far, then it goes live.
      expect((await live.socket.emitWithAck('join', { room, since: 0 })).ok).toBe(true);
      expect(await stranger.join(room)).toMatchObject({ ok: false, error: { status: 403 } });
      await until(() =>
        live.applied.some((c) => (c.payload as { submission: Summary }).submission.status === 0),
      );
      const payloads = live.applied.map(
        (c) => c.payload as { submission: Summary; case: { seq: number } | null },
      );
      expect(payloads.flatMap((p) => (p.case ? [p.case.seq] : []))).toEqual([1, 2, 3]);
      expect(payloads.at(-1)?.submission.status).toBe(0);
    } finally {
      live.close();
      stranger.close();
    }
  });
});

describe('visibility', () => {
  it('never shows another user code, compile messages or cases', async () => {
    const author = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const broken = await submit(author, 'int main( {');
    await finalOf(author.client, broken);
    const seen = data<{ submission: { code: string | null; errorMessage: string | null } }>(
      await other.client.get(`/api/get-submission-detail?submitId=${broken}`),
    ).submission;
    expect(seen).toMatchObject({ code: null, errorMessage: null });
    const own = data<{ submission: { code: string | null } }>(
      await author.client.get(`/api/get-submission-detail?submitId=${broken}`),
    ).submission;
    expect(own.code).toBe('int main( {');
    const cases = data<{ judgeCaseList: unknown }>(
      await other.client.get(`/api/get-all-case-result?submitId=${broken}`),
    );
    expect(cases.judgeCaseList).toBeNull();
    const polled = data<Record<string, Record<string, unknown>>>(
      await other.client.post('/api/check-submissions-status', { submitIds: [broken] }),
    );
    expect(polled[broken]).not.toHaveProperty('code');
    expect(polled[broken]).not.toHaveProperty('errorMessage');
  });

  it('hides case results, and their live room, when the problem keeps them closed', async () => {
    const closed = data<{ pid: number }>(
      await root.client.post('/api/admin/problem', {
        problem: { problemId: 'SUB3', title: 'Closed cases', openCaseResult: false, checker: null },
        testCases: [{ input: '1 2\n', output: '3\n' }],
      }),
    ).pid;
    const author = await registerAndLogin(t);
    const submitId = await submit(author, AB_CPP, 'C++', closed);
    expect((await finalOf(author.client, submitId)).status).toBe(0);
    const cases = data<{ judgeCaseList: unknown }>(
      await author.client.get(`/api/get-all-case-result?submitId=${submitId}`),
    );
    expect(cases.judgeCaseList).toBeNull();
    const live = new LiveTestClient(t.url, { token: author.client.token });
    try {
      await live.connected();
      expect(await live.join(`submission:${submitId}`)).toMatchObject({ ok: false, error: { status: 403 } });
    } finally {
      live.close();
    }
    const admin = data<{ judgeCaseList: { status: number }[] }>(
      await root.client.get(`/api/get-all-case-result?submitId=${submitId}`),
    );
    expect(admin.judgeCaseList.map((c) => c.status)).toEqual([0]);
  });

  it('lets the author share code only when the problem allows it', async () => {
    const author = await registerAndLogin(t);
    const submitId = await submit(author, AB_CPP);
    await root.client.put('/api/admin/problem', { pid, problem: { codeShare: false } });
    const refused = await author.client.put('/api/submission', { submitId, share: true });
    expect(refused.http).toBe(403);
    await root.client.put('/api/admin/problem', { pid, problem: { codeShare: true } });
    const other = await registerAndLogin(t);
    expect((await other.client.put('/api/submission', { submitId, share: true })).http).toBe(403);
    expect((await author.client.put('/api/submission', { submitId, share: true })).body.status).toBe(200);
    const seen = data<{ submission: { code: string | null } }>(
      await other.client.get(`/api/get-submission-detail?submitId=${submitId}`),
    ).submission;
    expect(seen.code).toBe(AB_CPP);
  });
});

describe('wrong-case download', () => {
  it('gives the author the first failing case, twice a day, and nobody else', async () => {
    const author = await registerAndLogin(t);
    const submitId = await submit(author, AB_WRONG);
    expect((await finalOf(author.client, submitId)).status).toBe(-1);
    const download = (account: TestAccount) =>
      fetch(`${t.url}/api/submission/download-wrong-case?submitId=${submitId}`, {
        headers: { Authorization: account.client.token ?? '' },
      });
    const first = await download(author);
    expect(first.status).toBe(200);
    const files = unzipSync(new Uint8Array(await first.arrayBuffer()));
    expect(
      Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)])),
    ).toEqual({
      '1.in': '1 2\n',
      '1.out': '3\n',
    });
    const other = await registerAndLogin(t);
    expect((await download(other)).status).toBe(403);
    expect((await download(author)).status).toBe(200);
    const third = await download(author);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { msg: string }).msg).toContain('at most 2 wrong cases a day');
  });
});

describe('the super admin', () => {
  it('rejudges, judges by hand and cancels, each visible in the submission history', async () => {
    const user = await registerAndLogin(t);
    const submitId = await submit(user, AB_WRONG);
    expect((await finalOf(user.client, submitId)).status).toBe(-1);
    expect((await user.client.get(`/api/admin/judge/rejudge?submitId=${submitId}`)).http).toBe(403);
    expect((await root.client.get(`/api/admin/judge/rejudge?submitId=${submitId}`)).body.status).toBe(200);
    expect((await finalOf(user.client, submitId)).status).toBe(-1);
    const manual = await root.client.get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=0`);
    expect(data<{ status: number; isManual: boolean }>(manual)).toMatchObject({ status: 0, isManual: true });
    const bad = await root.client.get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=-2`);
    expect(bad.http).toBe(400);
    const cancelled = await root.client.get(`/api/admin/judge/cancel-judge?submitId=${submitId}`);
    expect(data<{ status: number }>(cancelled).status).toBe(-4);
    const types = (await t.store.readStream(`submission-${submitId}`)).map((e) => e.type);
    expect(types.filter((type) => type === 'SubmissionJudged')).toHaveLength(2);
    expect(types).toContain('SubmissionRejudged');
    expect(types).toContain('SubmissionManuallyJudged');
    expect(types.at(-1)).toBe('SubmissionJudgeCancelled');
  });
});

describe('test runs', () => {
  it('runs code on custom input without storing a submission', async () => {
    const user = await registerAndLogin(t);
    const tooLong = await user.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C++',
      code: AB_CPP,
      userInput: '1'.repeat(1001),
    });
    expect(tooLong.http).toBe(400);
    const key = data<string>(
      await user.client.post('/api/submit-problem-test-judge', {
        pid,
        language: 'C++',
        code: AB_CPP,
        userInput: '20 22\n',
      }),
    );
    let result: { status: number; userOutput: string | null } | undefined;
    await until(async () => {
      result = data(await user.client.get(`/api/get-test-judge-result?testJudgeKey=${key}`));
      return result?.status !== 5 && result?.status !== 7;
    });
    expect(result).toMatchObject({ status: 0, userOutput: '42\n' });
    const other = await registerAndLogin(t);
    expect((await other.client.get(`/api/get-test-judge-result?testJudgeKey=${key}`)).http).toBe(404);
    expect(
      data<{ total: number }>(await user.client.get('/api/get-submission-list?onlyMine=true')).total,
    ).toBe(0);
  });
});

describe('the judge API', () => {
  it('refuses callers without the judge token', async () => {
    const reply = await new ApiClient(t.url).post('/api/judge/lease', { runner: 'x', waitMs: 0 });
    expect(reply.http).toBe(401);
  });
});
