import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What the admin's problem pages need beyond plain create and edit: the author column, new scores
// for stored cases, and OI points for an uploaded zip.

let t: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.admin);
});
afterAll(() => t.close());

type StoredCase = { inputName: string; score: number; groupNum: number };
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const stored = async (pid: number) =>
  data<{ testCases: StoredCase[] }>(await admin.client.get(`/api/admin/problem?pid=${pid}`)).testCases;
const create = async (problemId: string, problem: Record<string, unknown> = {}) =>
  data<{ pid: number }>(
    await admin.client.post('/api/admin/problem', {
      problem: { problemId, title: problemId, ...problem },
      testCases: [
        { input: '1\n', output: '1\n', score: 50 },
        { input: '2\n', output: '2\n', score: 50 },
      ],
    }),
  ).pid;

describe('the admin problem list', () => {
  it('names the author the form gave, else who created the problem', async () => {
    await create('AUTH1', { author: 'Knuth' });
    await create('AUTH2');
    const list = data<{ records: { problemId: string; author: string }[] }>(
      await admin.client.get('/api/admin/get-problem-list?keyword=AUTH'),
    );
    expect(Object.fromEntries(list.records.map((r) => [r.problemId, r.author]))).toEqual({
      AUTH1: 'Knuth',
      AUTH2: admin.username,
    });
  });
});

describe('stored test cases', () => {
  it('take new scores and group numbers without sending their files again', async () => {
    const pid = await create('SCORES1');
    const reply = await admin.client.put('/api/admin/problem', {
      pid,
      problem: { type: 1, judgeCaseMode: 'subtask_lowest' },
      caseSettings: [
        { score: 40, groupNum: 1 },
        { score: 60, groupNum: 2 },
      ],
    });
    expect(reply.body.status).toBe(200);
    expect(await stored(pid)).toMatchObject([
      { inputName: '1.in', score: 40, groupNum: 1 },
      { inputName: '2.in', score: 60, groupNum: 2 },
    ]);
    const short = await admin.client.put('/api/admin/problem', {
      pid,
      caseSettings: [{ score: 100, groupNum: 1 }],
    });
    expect(short).toMatchObject({ http: 400, body: { msg: 'caseSettings must give all 2 test cases' } });
  });

  it('of an OI problem get 100 points spread over them when they come as a zip', async () => {
    const pid = await create('ZIPOI1', { type: 1 });
    const text = (value: string) => new TextEncoder().encode(value);
    const zip = zipSync({
      'a.in': text('1'),
      'a.out': text('1'),
      'b.in': text('2'),
      'b.out': text('2'),
      'c.in': text('3'),
      'c.ans': text('3'),
    });
    const form = new FormData();
    form.append('pid', String(pid));
    form.append('file', new Blob([zip]), 'cases.zip');
    const reply = await admin.client.post('/api/file/upload-testcase-zip', form);
    expect(reply.body).toMatchObject({ status: 200, data: { count: 3 } });
    expect((await stored(pid)).map((c) => c.score)).toEqual([33, 33, 34]);
  });
});
