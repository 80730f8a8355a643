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
    expect(contests.total).toBe(2);
    const running = contests.records.find((c) => c.title === 'Demo Contest');
    expect(running).toMatchObject({ status: 0, type: 0, auth: 0 });
    const alice = new ApiClient(t.url);
    const password = created.find((a) => a.username === 'alice')?.password;
    expect((await alice.post('/api/login', { username: 'alice', password })).body.status).toBe(200);
    const contestProblems = (await alice.get(`/api/get-contest-problem?cid=${running?.id}`)).body.data as {
      displayId: string;
    }[];
    expect(contestProblems.map((p) => p.displayId)).toEqual(['A', 'B']);

    expect(await seedDemo(t.server.services, 'other456')).toEqual([]);
    expect(
      (await new ApiClient(t.url).post('/api/login', { username: 'root', password: 'other456' })).body.status,
    ).toBe(400);
    expect(((await root.get('/api/get-problem-list')).body.data as { total: number }).total).toBe(3);
    expect(((await root.get('/api/get-contest-list')).body.data as { total: number }).total).toBe(2);
  });

  it('seeds categories and three discussions by root, the welcome pinned first and one about problem 1000', async () => {
    const visitor = new ApiClient(t.url);
    const categories = (await visitor.get('/api/discussion-category')).body.data as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['General', 'Problem hints', 'Contests']);
    const list = (await visitor.get('/api/get-discussion-list')).body.data as {
      total: number;
      records: { title: string; author: string; topPriority: boolean; pid: string | null }[];
    };
    expect(list.total).toBe(3);
    expect(list.records[0]).toMatchObject({
      title: 'Welcome to the discussions',
      topPriority: true,
      author: 'root',
    });
    expect(list.records.find((d) => d.pid === '1000')?.title).toBe('[1000] Use 64-bit integers');
    // A second run (above) added none.
    expect(await seedDemo(t.server.services, undefined)).toEqual([]);
    expect(((await visitor.get('/api/get-discussion-list')).body.data as { total: number }).total).toBe(3);
  });

  it('seeds an announcement on the home page and a notice to all users, once', async () => {
    const home = (await new ApiClient(t.url).get('/api/get-common-announcement')).body.data as {
      records: { title: string }[];
    };
    expect(home.records.map((a) => a.title)).toEqual(['Welcome to the judge']);
    const root = new ApiClient(t.url);
    await root.post('/api/login', { username: 'root', password: 'chosen123' });
    expect((await root.get('/api/msg/unread')).body.data).toMatchObject({ sys: 1 });
    const sys = (await root.get('/api/msg/sys')).body.data as { records: { title: string }[] };
    expect(sys.records.map((m) => m.title)).toEqual(['Your message centre']);
    await seedDemo(t.server.services, undefined);
    expect(((await root.get('/api/admin/msg/notice')).body.data as { total: number }).total).toBe(1);
  });

  it('seeds a finished contest whose public board stays sealed, ready for the replay and the scroll board', async () => {
    const root = new ApiClient(t.url);
    await root.post('/api/login', { username: 'root', password: 'chosen123' });
    const contests = (await root.get('/api/get-contest-list')).body.data as {
      records: { id: number; title: string; status: number }[];
    };
    const finished = contests.records.find((c) => c.title === 'Demo Contest (finished)');
    expect(finished?.status).toBe(1);
    const cid = finished?.id ?? 0;

    const info = await root.get(`/api/get-contest-scroll-board-info?cid=${cid}`);
    expect(info.body.data).toMatchObject({
      publicSealed: true,
      problemCount: 2,
      starUserList: ['Judges Team'],
    });
    const runs = (await root.get(`/api/get-contest-scroll-board-submission?cid=${cid}&removeStar=false`)).body
      .data as { status: number; submitTime: string }[];
    const seal = Date.parse((info.body.data as { sealRankTime: string }).sealRankTime);
    const frozenSolves = runs.filter((r) => r.status === 0 && Date.parse(r.submitTime) >= seal);
    expect(frozenSolves.length).toBeGreaterThan(0);

    // Anybody's outside scoreboard is the sealed one: the frozen hour's runs are "?" cells.
    const outside = (await new ApiClient(t.url).post('/api/get-contest-outside-scoreboard', { cid })).body
      .data as {
      records: { submissionInfo: Record<string, { tryNum: number }> }[];
    };
    expect(outside.records).toHaveLength(14);
    const frozenCells = outside.records
      .flatMap((r) => Object.values(r.submissionInfo))
      .filter((c) => c.tryNum > 0);
    expect(frozenCells.length).toBeGreaterThan(0);

    // Sealed from the first event on: its event feed never thawed, so it has no end of updates yet.
    const feed = await fetch(`${t.url}/api/contests/${cid}/event-feed?stream=false`, {
      headers: { Authorization: root.token ?? '' },
    });
    const states = (await feed.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; data: { thawed?: string | null } })
      .filter((line) => line.type === 'state');
    expect(states.at(-1)?.data).toMatchObject({ thawed: null, end_of_updates: null });
  });

  it('never uses a fixed password when ADMIN_PASSWORD is unset', async () => {
    const { randomPassword } = await import('./demoSeed');
    expect(randomPassword()).not.toBe(randomPassword());
  });
});
