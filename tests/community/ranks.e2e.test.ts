import { ProblemType, SubmissionStatus } from '@oj/events';
import { rankListsProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest, submitInContest } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judge, judgeApi, judgedCase, leaseOf, verdictOf } from '../trust/roleMatrix/judging';

// The rank lists through the HTTP API (spec 02 "Rank lists", spec 04): both orders, 30 a page, search,
// practice submissions only, banned accounts left off, rejudges, and the live rooms' page notes.

const { accepted: AC, wrongAnswer: WA } = SubmissionStatus;

let t: TestServer;
let root: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let cat: TestAccount;
let dan: TestAccount;
let acmA: number;
let acmB: number;
let oiC: number;

type Row = { rank: number; username: string; nickname: string; ac: number; total: number; score: number };
type RankPush = { changes: { username: string; from: number | null; to: number | null; ac: number }[] };
type Page = { records: Row[]; total: number; current: number; size: number };

const list = (query: string, client = new ApiClient(t.url)) =>
  ok<Page>(client.get(`/api/get-rank-list?${query}`));
const names = (page: Page) => page.records.map((r) => r.username);

/**
 * Waits until the rank lists have folded everything on `streamId` so far. (`quiet` waits for the settled
 * head, which an open projection transaction can hold below an event already committed.)
 */
async function folded(streamId: string) {
  const last = (await t.store.readStream(streamId)).at(-1);
  await t.server.services.settled(rankListsProjection.name, Number(last?.position ?? 0));
}

/** A practice submission judged through the judge API with `status` (and an OI score). */
async function judged(who: TestAccount, pid: number, status: number, score: number | null = null) {
  const submitId = await submitPractice(who, pid);
  if (score === null) await judge(t, submitId, status, [judgedCase(status)]);
  else await judgeApi(t, 'verdict', { ...verdictOf(await leaseOf(t, submitId), status), score });
  await folded(`submission-${submitId}`);
  return submitId;
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  await ok(root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }));
  [ann, bob, cat, dan] = [
    await registerAndLogin(t),
    await registerAndLogin(t),
    await registerAndLogin(t),
    await registerAndLogin(t),
  ];
  acmA = (await createProblem(root)).pid;
  acmB = (await createProblem(root)).pid;
  oiC = (
    await ok<{ pid: number }>(
      root.client.post(
        '/api/admin/problem',
        problemFields(`oi-${Date.now().toString(36)}`, { type: ProblemType.oi, difficulty: 0 }, [
          { input: '1 2\n', output: '3\n', score: 100 },
        ]),
      ),
    )
  ).pid;
  // ann: A and B at once. bob: A after a wrong answer. cat: A at once. dan: one wrong answer.
  await judged(ann, acmA, AC);
  await judged(ann, acmB, AC);
  await judged(bob, acmA, WA);
  await judged(bob, acmA, AC);
  await judged(cat, acmA, AC);
  await judged(dan, acmA, WA);
});
afterAll(() => t?.close());

describe('the ACM rank list', () => {
  it('orders by accepted problems, then fewer submissions, and lists only who submitted', async () => {
    const page = await list('type=0');
    expect(page.records.map(({ username, ac, total, rank }) => ({ username, ac, total, rank }))).toEqual([
      { username: ann.username, ac: 2, total: 2, rank: 1 },
      { username: cat.username, ac: 1, total: 1, rank: 2 },
      { username: bob.username, ac: 1, total: 2, rank: 3 },
      { username: dan.username, ac: 0, total: 1, rank: 4 },
    ]);
    expect(page).toMatchObject({ total: 4, current: 1, size: 30 });
    // The ACM list is the default type.
    expect(names(await list(''))).toEqual(names(page));
  });

  it('pages with positions that go on across pages', async () => {
    const second = await list('type=0&currentPage=2&limit=3');
    expect(second.records.map((r) => [r.username, r.rank])).toEqual([[dan.username, 4]]);
    expect(second.total).toBe(4);
  });

  it('refuses a bad page, size or type', async () => {
    for (const query of ['currentPage=0', 'limit=101', 'type=2', 'type=x', 'currentPage=1.5']) {
      const reply = await new ApiClient(t.url).get(`/api/get-rank-list?${query}`);
      expect(reply.http, query).toBe(400);
    }
  });

  it('finds users by username or nickname, each with their place on the whole list', async () => {
    await ok(bob.client.post('/api/change-userInfo', { nickname: 'Zebra' }));
    await folded(`user-${bob.uid}`);
    const byNickname = await list('type=0&searchUser=zEbR');
    expect(byNickname.records.map((r) => [r.username, r.nickname, r.rank])).toEqual([
      [bob.username, 'Zebra', 3],
    ]);
    const byName = await list(`type=0&searchUser=${cat.username.slice(1, -1)}`);
    expect(byName.records.map((r) => [r.username, r.rank])).toEqual([[cat.username, 2]]);
    expect((await list('type=0&searchUser=nobody-has-this')).total).toBe(0);
    // A pattern's wildcards are literal.
    expect((await list('type=0&searchUser=%25')).total).toBe(0);
  });
});

describe('what counts', () => {
  it('leaves contest submissions out', async () => {
    const cid = await runningContest(root, { title: 'Ranks contest', pid: acmB });
    const submitId = await submitInContest(dan, cid, acmB);
    await judge(t, submitId, AC, [judgedCase(AC)]);
    await folded(`submission-${submitId}`);
    const row = (await list('type=0')).records.find((r) => r.username === dan.username);
    expect(row).toMatchObject({ ac: 0, total: 1, rank: 4 });
  });

  it('follows a rejudge: the accepted problem is taken back until judged again', async () => {
    const submitId = await judged(cat, acmB, AC);
    expect(names(await list('type=0')).slice(0, 2)).toEqual([ann.username, cat.username].sort());
    await ok(root.client.get(`/api/admin/judge/rejudge?submitId=${submitId}`));
    await folded(`submission-${submitId}`);
    expect((await list('type=0')).records.find((r) => r.username === cat.username)).toMatchObject({
      ac: 1,
      total: 2,
    });
    await judge(t, submitId, AC, [judgedCase(AC)]);
    await folded(`submission-${submitId}`);
    // Equal accepted and submissions: the username decides, so every row has one place.
    const top = (await list('type=0')).records.slice(0, 2);
    expect(top.map((r) => [r.ac, r.total])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    expect(top.map((r) => r.username)).toEqual([ann.username, cat.username].sort());
  });

  it('leaves banned accounts off the lists and brings them back when unbanned', async () => {
    await ok(root.client.put('/api/admin/user/status', { uid: dan.uid, status: 1, reason: 'spam' }));
    await folded(`user-${dan.uid}`);
    expect(names(await list('type=0'))).not.toContain(dan.username);
    expect(names(await list('type=1'))).not.toContain(dan.username);
    await ok(root.client.put('/api/admin/user/status', { uid: dan.uid, status: 0 }));
    await folded(`user-${dan.uid}`);
    expect(names(await list('type=0'))).toContain(dan.username);
  });
});

describe('deleted accounts', () => {
  it('leave the lists for good, their nickname wiped', async () => {
    const gone = await registerAndLogin(t);
    await ok(gone.client.post('/api/change-userInfo', { nickname: 'Ghost' }));
    await judged(gone, acmA, AC);
    expect((await list('type=0&searchUser=ghost')).total).toBe(1);
    await ok(root.client.call('DELETE', `/api/admin/user/delete-user?ids=${gone.uid}`));
    await folded(`user-${gone.uid}`);
    expect((await list('type=0&searchUser=ghost')).total).toBe(0);
    expect(names(await list('type=0'))).not.toContain(gone.username);
  });
});

describe('the OI rank list', () => {
  it('sums each user’s best rank score per problem', async () => {
    // Difficulty 0: the rank score is a tenth of the score.
    await judged(ann, oiC, SubmissionStatus.partialAccepted, 40);
    await judged(ann, oiC, AC, 100);
    await judged(ann, oiC, SubmissionStatus.partialAccepted, 70);
    await judged(bob, oiC, SubmissionStatus.partialAccepted, 60);
    const page = await list('type=1');
    expect(page.records.slice(0, 2).map((r) => [r.username, r.score, r.rank])).toEqual([
      [ann.username, 10, 1],
      [bob.username, 6, 2],
    ]);
    // Then accepted problems, then fewer submissions: cat (2 AC, 2 submissions) before dan.
    expect(page.records.slice(2).map((r) => [r.username, r.score])).toEqual([
      [cat.username, 0],
      [dan.username, 0],
    ]);
  });
});

describe('live', () => {
  it('tells the rooms which positions changed, and a page knows whether it shows them', async () => {
    const live = new LiveTestClient(t.url);
    await live.connected();
    expect(await live.join('rank:acm')).toMatchObject({ ok: true });
    expect(await live.join('rank:oi')).toMatchObject({ ok: true });
    const before = (await list('type=0')).records.find((r) => r.username === dan.username);
    await judged(dan, acmB, AC);
    const changes = () =>
      live.applied
        .filter((c) => c.room === 'rank:acm')
        .flatMap((c) => (c.payload as RankPush).changes)
        .filter((c) => c.username === dan.username);
    // Wait on the pushes themselves: the verdict's change is the one that gives dan a solved problem.
    await until(() => changes().some((c) => c.ac === 1) && live.positions('rank:oi').length > 0);
    const after = (await list('type=0')).records.find((r) => r.username === dan.username);
    // The submission and its verdict may come in one batch or two: the last change ends where the list is.
    expect(changes().at(-1)).toMatchObject({ to: after?.rank, ac: 1 });
    expect(changes()[0]?.from).toBe(before?.rank);
    expect(after?.rank).toBeLessThan(before?.rank ?? 0);
    live.close();
  });

  it('refuses rooms that are not lists', async () => {
    const live = new LiveTestClient(t.url);
    await live.connected();
    expect(await live.join('rank:everything')).toMatchObject({ ok: false });
    live.close();
  });
});

describe('the read model', () => {
  it('equals a rebuild from the events alone', async () => {
    const { db } = t.server.services;
    const snapshot = async () => ({
      users: await db.selectFrom('rank_users').selectAll().orderBy('uid').execute(),
      problems: await db.selectFrom('rank_user_problems').selectAll().orderBy('uid').orderBy('pid').execute(),
      days: await db
        .selectFrom('daily_submission_counts')
        .selectAll()
        .orderBy('day')
        .orderBy('status')
        .execute(),
      lists: [await list('type=0'), await list('type=1')],
    });
    const checkpoint = async () =>
      Number(
        (
          await db
            .selectFrom('projection_checkpoints')
            .select('position')
            .where('name', '=', rankListsProjection.name)
            .executeTakeFirstOrThrow()
        ).position,
      );
    const before = await snapshot();
    const reached = await checkpoint();
    await resetProjection(db, rankListsProjection);
    await t.server.services.settled(rankListsProjection.name, reached);
    expect(await snapshot()).toEqual(before);
  });
});
