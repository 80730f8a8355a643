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

  it('seeds comments with replies and likes on the hint and the welcome, once', async () => {
    const visitor = new ApiClient(t.url);
    const list = (await visitor.get('/api/get-discussion-list')).body.data as {
      records: { id: number; pid: string | null; commentNum: number }[];
    };
    const hint = list.records.find((d) => d.pid === '1000');
    expect(hint?.commentNum).toBe(3);
    const comments = (await visitor.get(`/api/comments?did=${hint?.id}`)).body.data as {
      commentList: {
        total: number;
        records: { fromName: string; likeNum: number; replyList: { fromName: string; toName: string }[] }[];
      };
    };
    expect(comments.commentList.total).toBe(1);
    expect(comments.commentList.records[0]).toMatchObject({
      fromName: 'alice',
      likeNum: 2,
      replyList: [
        { fromName: 'root', toName: 'alice' },
        { fromName: 'bob', toName: 'root' },
      ],
    });
    expect(list.records.reduce((sum, d) => sum + d.commentNum, 0)).toBe(5);
  });

  it('seeds training categories and four trainings over the demo problems, Classic 90 first', async () => {
    const visitor = new ApiClient(t.url);
    const categories = (await visitor.get('/api/get-training-category')).body.data as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['Classic', 'Basics', 'Contest prep']);
    const list = (await visitor.get('/api/get-training-list')).body.data as {
      total: number;
      records: { id: number; title: string; auth: string; problemCount: number; categoryName: string }[];
    };
    expect(list.records.map((r) => [r.title, r.auth, r.problemCount])).toEqual([
      ['Classic 90', 'Public', 3],
      ['Getting started', 'Public', 1],
      ['Weekly set (protected)', 'Protected', 2],
      ['Team practice (private)', 'Private', 2],
    ]);
    const classic = list.records[0]?.id;
    const problems = (await visitor.get(`/api/get-training-problem-list?tid=${classic}`)).body.data as {
      problemId: string;
    }[];
    expect(problems.map((p) => p.problemId)).toEqual(['1000', '1001', '1002']);
    // The private training's password is random: not even the seed's readers know it.
    const locked = list.records[3]?.id;
    expect((await visitor.get(`/api/get-training-problem-list?tid=${locked}`)).body.status).toBe(401);
  });

  it('seeds a protected group owned by root: alice its admin, bob a member, carol applying', async () => {
    const visitor = new ApiClient(t.url);
    const list = (await visitor.get('/api/get-group-list')).body.data as {
      records: { id: number; name: string; auth: number; owner: string; memberCount: number }[];
    };
    expect(list.records.map((g) => [g.name, g.auth, g.owner, g.memberCount])).toEqual([
      ['Algorithms club', 2, 'root', 3],
    ]);
    const gid = list.records[0]?.id;
    // Its members are for its members: a visitor is asked to sign in.
    expect((await visitor.get(`/api/group/get-member-list?gid=${gid}`)).body.status).toBe(401);
    const root = new ApiClient(t.url);
    await root.post('/api/login', { username: 'root', password: 'chosen123' });
    const members = (await root.get(`/api/group/get-member-list?gid=${gid}`)).body.data as {
      records: { username: string; auth: number }[];
    };
    expect(members.records.map((m) => [m.username, m.auth])).toEqual([
      ['root', 5],
      ['alice', 4],
      ['bob', 3],
    ]);
    const applications = (await root.get(`/api/group/get-apply-list?gid=${gid}`)).body.data as {
      records: { username: string; auth: number }[];
    };
    expect(applications.records.map((m) => [m.username, m.auth])).toEqual([['carol', 1]]);
    // Its contest, alice's: listed for its members, out of the public list, closed to outsiders.
    const contests = (await root.get(`/api/group/get-contest-list?gid=${gid}`)).body.data as {
      records: { id: number; title: string; author: string; gid: number }[];
    };
    expect(contests.records.map((c) => [c.title, c.author, c.gid])).toEqual([['Club round 1', 'alice', gid]]);
    const publicList = (await visitor.get('/api/get-contest-list')).body.data as {
      records: { title: string }[];
    };
    expect(publicList.records.map((c) => c.title)).not.toContain('Club round 1');
    const problems = await root.get(`/api/get-contest-problem?cid=${contests.records[0]?.id}`);
    expect((problems.body.data as { displayId: string }[]).map((p) => p.displayId)).toEqual(['A']);
    expect((await visitor.get(`/api/get-contest-info?cid=${contests.records[0]?.id}`)).body.status).toBe(401);
    // Its own problem, training and announcement, for its members only; the problem is not in the public set.
    const content = async (path: string) =>
      (
        (await root.get(`/api/group/${path}?gid=${gid}`)).body.data as { records: { title: string }[] }
      ).records.map((r) => r.title);
    expect(await content('get-problem-list')).toEqual(['Sum of the first n']);
    expect(await content('get-training-list')).toEqual(['Club week 1']);
    expect(await content('get-announcement-list')).toEqual(['Welcome to the club']);
    expect(await content('get-discussion-list')).toEqual(['[ALGOS-1] Does the sum fit in 32 bits?']);
    expect((await visitor.get('/api/get-problem-detail?problemId=ALGOS-1')).body.status).toBe(404);
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

describe('demo ranks and home', () => {
  it('seeds the exams, three banners and a week of practice that fills both rank lists and the 7-day rank', async () => {
    const visitor = new ApiClient(t.url);
    const data = async <T>(path: string) => (await visitor.get(path)).body.data as T;
    await t.server.services.settled('rank-lists', Number(await t.store.waitForSettled()));
    expect((await data<{ name: string }[]>('/api/home-exams')).map((e) => e.name)).toEqual([
      'CSP-J/S 2025 第一轮',
      'CSP-J/S 2025 第二轮',
      'NOIP 2025',
    ]);
    expect(await data<unknown[]>('/api/home-carousel')).toHaveLength(3);
    const acm = await data<{ total: number; records: { ac: number; rank: number }[] }>(
      '/api/get-rank-list?type=0',
    );
    expect(acm.total).toBeGreaterThan(8);
    expect(acm.records[0]?.ac).toBeGreaterThan(0);
    const oi = await data<{ records: { score: number }[] }>('/api/get-rank-list?type=1');
    expect(oi.records[0]?.score).toBeGreaterThan(0);
    expect((await data<unknown[]>('/api/get-recent-seven-ac-rank')).length).toBeGreaterThan(3);
    const week = await data<{ totalCountList: number[] }>('/api/get-last-week-submission-statistics');
    expect(week.totalCountList.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
    // A second run (above) added no practice: the lists stay as they are.
    expect(await seedDemo(t.server.services, undefined)).toEqual([]);
    expect((await data<{ total: number }>('/api/get-rank-list?type=0')).total).toBe(acm.total);
  });
});
