import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
let admin: TestAccount;
let user: TestAccount;
const visitor = () => new ApiClient(t.url);

beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.admin);
  user = await registerAndLogin(t, RoleCode.user);
});
afterAll(() => t.close());

const aPlusB = (problemId: string, extra: Record<string, unknown> = {}) => ({
  problem: {
    problemId,
    title: `A+B ${problemId}`,
    description: 'Add two numbers: $a+b$.',
    examples: [{ input: '1 2\n', output: '3\n' }],
    difficulty: 1,
    tags: ['math', 'beginner'],
    checker: null,
    ...extra,
  },
  testCases: [
    { input: '1 2\n', output: '3\n' },
    { input: '5 7\n', output: '12\n' },
  ],
});
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

describe('problem authoring', () => {
  it('creates a problem whose test data is stored by hash and whose detail hides judge files', async () => {
    const created = await admin.client.post('/api/admin/problem', aPlusB('AB1'));
    expect(created.body).toMatchObject({ status: 200, data: { problemId: 'AB1' } });
    const { pid } = data<{ pid: number }>(created);
    const full = data<{ testCases: { input: string }[] }>(
      await admin.client.get(`/api/admin/problem?pid=${pid}`),
    );
    expect(full.testCases).toHaveLength(2);
    expect((await t.server.services.testData.get(full.testCases[0]?.input ?? '')).toString()).toBe('1 2\n');
    const detail = await visitor().get('/api/get-problem-detail?problemId=ab1');
    expect(detail.body).toMatchObject({
      status: 200,
      data: {
        problem: { id: pid, problemId: 'AB1', timeLimit: 1000, memoryLimit: 256 },
        problemCount: { total: 0 },
      },
    });
    expect(JSON.stringify(detail.body)).not.toMatch(/checker|judgeExtraFile|testCases/);
  });

  it('refuses bad fields with a clear message and stores nothing', async () => {
    const before = data<{ total: number }>(await admin.client.get('/api/admin/get-problem-list')).total;
    const cases: [Record<string, unknown>, RegExp][] = [
      [aPlusB('BAD1', { title: '' }), /Title is required/],
      [aPlusB('BAD2', { timeLimit: 0 }), /The time limit is a whole number from 1 to 60000 \(ms\)/],
      [aPlusB('bad id!'), /problem ID may use letters/],
      [aPlusB('BAD3', { judgeMode: 'spj' }), /needs its checker program/],
      [aPlusB('BAD4', { type: 1 }), /OI problem needs test cases with scores/],
    ];
    for (const [body, message] of cases) {
      const reply = await admin.client.post('/api/admin/problem', body);
      expect(reply.body.status).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
    expect(data<{ total: number }>(await admin.client.get('/api/admin/get-problem-list')).total).toBe(before);
    const again = await admin.client.post('/api/admin/problem', aPlusB('BAD4', { type: 1 }));
    expect(again.body.status).toBe(400);
  });

  it('refuses a taken problem ID, in any case', async () => {
    await admin.client.post('/api/admin/problem', aPlusB('DUP'));
    expect(await admin.client.post('/api/admin/problem', aPlusB('dup'))).toMatchObject({
      http: 409,
      body: { msg: 'The problem ID already exists' },
    });
  });

  it('edits, renames and deletes; the freed problem ID can be used again', async () => {
    const { pid } = data<{ pid: number }>(await admin.client.post('/api/admin/problem', aPlusB('EDIT1')));
    expect(
      (
        await admin.client.put('/api/admin/problem', {
          pid,
          problem: { title: 'Renamed', problemId: 'EDIT2' },
        })
      ).body.status,
    ).toBe(200);
    expect(
      data<{ problem: { title: string } }>(await visitor().get('/api/get-problem-detail?problemId=EDIT2'))
        .problem.title,
    ).toBe('Renamed');
    expect((await visitor().get('/api/get-problem-detail?problemId=EDIT1')).http).toBe(404);
    expect((await admin.client.call('DELETE', `/api/admin/problem?pid=${pid}`)).body.status).toBe(200);
    expect((await visitor().get('/api/get-problem-detail?problemId=EDIT2')).http).toBe(404);
    expect((await admin.client.post('/api/admin/problem', aPlusB('EDIT2'))).body.status).toBe(200);
  });

  it('is for admin roles only', async () => {
    expect((await user.client.post('/api/admin/problem', aPlusB('NOPE'))).http).toBe(403);
    expect((await visitor().post('/api/admin/problem', aPlusB('NOPE'))).http).toBe(401);
  });
});

describe('problem list and visibility', () => {
  it('filters by keyword, difficulty and tags, and hides private problems from non-admins', async () => {
    await admin.client.post(
      '/api/admin/problem',
      aPlusB('LIST1', { title: 'Graph walk', difficulty: 3, tags: ['graphs'] }),
    );
    await admin.client.post(
      '/api/admin/problem',
      aPlusB('LIST2', { title: 'Secret graph', auth: 2, tags: ['graphs'] }),
    );
    const byKeyword = data<{ records: { problemId: string }[] }>(
      await visitor().get('/api/get-problem-list?keyword=graph'),
    );
    expect(byKeyword.records.map((r) => r.problemId)).toEqual(['LIST1']);
    const byDifficulty = data<{ records: { problemId: string }[] }>(
      await visitor().get('/api/get-problem-list?difficulty=3'),
    );
    expect(byDifficulty.records.map((r) => r.problemId)).toEqual(['LIST1']);
    const tags = data<{ id: number; name: string }[]>(await visitor().get('/api/get-all-problem-tags'));
    const graphs = tags.find((tag) => tag.name === 'graphs');
    const byTag = data<{ records: { problemId: string; tags: { name: string }[] }[] }>(
      await visitor().get(`/api/get-problem-list?tagId=${graphs?.id}`),
    );
    expect(byTag.records.map((r) => r.problemId)).toEqual(['LIST1']);
    expect(byTag.records[0]?.tags.map((tag) => tag.name)).toEqual(['graphs']);
    expect((await user.client.get('/api/get-problem-detail?problemId=LIST2')).http).toBe(404);
    expect((await admin.client.get('/api/get-problem-detail?problemId=LIST2')).body.status).toBe(200);
    expect((await visitor().get('/api/get-problem-list?tagId=1;drop')).body.status).toBe(400);
  });

  it('pages the list and answers the random, languages and status calls', async () => {
    const pageOne = data<{ records: unknown[]; total: number; size: number; current: number }>(
      await visitor().get('/api/get-problem-list?limit=2&currentPage=1'),
    );
    expect(pageOne).toMatchObject({ size: 2, current: 1 });
    expect(pageOne.records).toHaveLength(2);
    expect(pageOne.total).toBeGreaterThan(2);
    const random = data<{ problemId: string }>(await visitor().get('/api/get-random-problem'));
    expect((await visitor().get(`/api/get-problem-detail?problemId=${random.problemId}`)).body.status).toBe(
      200,
    );
    expect(data<{ name: string }[]>(await visitor().get('/api/languages')).map((l) => l.name)).toContain(
      'Python3',
    );
    const status = await user.client.post('/api/get-user-problem-status', { pidList: [1000, 1001] });
    expect(status.body.data).toEqual({ 1000: { status: -10 }, 1001: { status: -10 } });
    expect((await visitor().post('/api/get-user-problem-status', { pidList: [1] })).http).toBe(401);
  });
});
