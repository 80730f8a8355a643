import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './demoSeed';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates root with ADMIN_PASSWORD, users with random passwords, problems and a running contest; a second run changes nothing', async () => {
    const created = await seedDemo(t.server.services, 'chosen123');
    expect(created.map((a) => a.username)).toEqual(['root', 'alice', 'bob', 'carol']);
    const others = created.filter((a) => a.username !== 'root').map((a) => a.password);
    expect(new Set(others).size).toBe(3);
    for (const p of others) expect(p).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{16}$/);

    const root = new ApiClient(t.url);
    expect((await root.post('/api/login', { username: 'root', password: 'chosen123' })).body.status).toBe(
      200,
    );
    expect((await root.get('/api/get-user-auth-info')).body.data).toMatchObject({ roles: ['root'] });
    const problems = (await root.get('/api/get-problem-list')).body.data as { total: number };
    expect(problems.total).toBe(3);

    const contests = (await root.get('/api/get-contest-list')).body.data as {
      total: number;
      records: { id: number; title: string; status: number; type: number; auth: number }[];
    };
    expect(contests.total).toBe(1);
    expect(contests.records[0]).toMatchObject({ title: 'Demo Contest', status: 0, type: 0, auth: 0 });
    const alice = new ApiClient(t.url);
    const password = created.find((a) => a.username === 'alice')?.password;
    expect((await alice.post('/api/login', { username: 'alice', password })).body.status).toBe(200);
    const contestProblems = (await alice.get(`/api/get-contest-problem?cid=${contests.records[0]?.id}`)).body
      .data as { displayId: string }[];
    expect(contestProblems.map((p) => p.displayId)).toEqual(['A', 'B']);

    expect(await seedDemo(t.server.services, 'other456')).toEqual([]);
    expect(
      (await new ApiClient(t.url).post('/api/login', { username: 'root', password: 'other456' })).body.status,
    ).toBe(400);
    expect(((await root.get('/api/get-problem-list')).body.data as { total: number }).total).toBe(3);
    expect(((await root.get('/api/get-contest-list')).body.data as { total: number }).total).toBe(1);
  });

  it('never uses a fixed password when ADMIN_PASSWORD is unset', async () => {
    const { randomPassword } = await import('./demoSeed');
    expect(randomPassword()).not.toBe(randomPassword());
  });
});
