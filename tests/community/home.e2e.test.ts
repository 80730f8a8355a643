import { homeProjection, rankListsProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest } from '../support/contests';
import { contestFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judge, judgedCase } from '../trust/roleMatrix/judging';

// The home page's calls (spec 01 sections 2.3 and 7): the carousel and exams admins edit, recent
// contests, other sites' contests, the 7-day AC rank (live) and last week's submission figures.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let pids: number[];
const anyone = () => new ApiClient(t.url);

const png = () =>
  sharp({ create: { width: 1200, height: 440, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
function form(bytes: Uint8Array, name: string, type: string): FormData {
  const data = new FormData();
  data.append('image', new Blob([bytes], { type }), name);
  return data;
}

async function folded(projection: string, streamId: string) {
  const last = (await t.store.readStream(streamId)).at(-1);
  await t.server.services.settled(projection, Number(last?.position ?? 0));
}
async function accepted(who: TestAccount, pid: number, status = 0) {
  const submitId = await submitPractice(who, pid);
  await judge(t, submitId, status, [judgedCase(status)]);
  await folded(rankListsProjection.name, `submission-${submitId}`);
  return submitId;
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  await ok(root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }));
  pids = [(await createProblem(root)).pid, (await createProblem(root)).pid, (await createProblem(root)).pid];
});
afterAll(() => t?.close());

type Slide = { id: number; url: string };

describe('the carousel', () => {
  it('takes images from admins, re-encoded, and lists them to anyone', async () => {
    expect(await ok(anyone().get('/api/home-carousel'))).toEqual([]);
    const first = await ok<Slide[]>(
      admin.client.post('/api/admin/home-carousel', form(await png(), 'a.png', 'image/png')),
    );
    const both = await ok<Slide[]>(
      root.client.post('/api/admin/home-carousel', form(await png(), 'b.png', 'image/png')),
    );
    expect(first).toHaveLength(1);
    expect(both.map((s) => s.id)).toEqual([1, 2]);
    expect(both[0]?.url).toMatch(/^\/api\/public\/image\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(`${t.url}${both[0]?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 440 });
    expect(await ok(anyone().get('/api/home-carousel'))).toEqual(both);
  });

  it('refuses what is not an image, and callers who are not admins', async () => {
    const text = await admin.client.post(
      '/api/admin/home-carousel',
      form(new TextEncoder().encode('hello'), 'a.txt', 'text/plain'),
    );
    expect(text.body).toMatchObject({ status: 400, msg: 'File type not support' });
    const fake = await admin.client.post(
      '/api/admin/home-carousel',
      form(new TextEncoder().encode('nope'), 'a.png', 'image/png'),
    );
    expect(fake.body).toMatchObject({ status: 400, msg: 'File type not support' });
    expect(
      (await ann.client.post('/api/admin/home-carousel', form(await png(), 'a.png', 'image/png'))).http,
    ).toBe(403);
    expect(
      (await anyone().post('/api/admin/home-carousel', form(await png(), 'a.png', 'image/png'))).http,
    ).toBe(401);
    expect((await ann.client.call('DELETE', '/api/admin/home-carousel?id=1')).http).toBe(403);
  });

  it('deletes an image once; an unknown one is a 404', async () => {
    expect(await ok<Slide[]>(admin.client.call('DELETE', '/api/admin/home-carousel?id=1'))).toEqual([
      expect.objectContaining({ id: 2 }),
    ]);
    const again = await admin.client.call('DELETE', '/api/admin/home-carousel?id=1');
    expect(again.http).toBe(404);
    expect(again.body.msg).toBe('The carousel image does not exist');
    expect((await admin.client.call('DELETE', '/api/admin/home-carousel?id=x')).http).toBe(400);
  });
});

describe('the exams of the count-down', () => {
  const spec = [
    { name: 'CSP-J/S 2025 stage 1', date: '2025-09-20' },
    { name: 'CSP-J/S 2025 stage 2', date: '2025-11-01' },
    { name: 'NOIP 2025', date: '2025-11-29' },
  ];

  it('are data admins save, in their order', async () => {
    expect(await ok(anyone().get('/api/home-exams'))).toEqual([]);
    expect(await ok(admin.client.put('/api/admin/home-exams', { exams: spec }))).toEqual(spec);
    expect(await ok(anyone().get('/api/home-exams'))).toEqual(spec);
    const reordered = [spec[2], spec[0]];
    expect(await ok(root.client.put('/api/admin/home-exams', { exams: reordered }))).toEqual(reordered);
  });

  it('refuses bad days and names with the rule’s message, and non-admins', async () => {
    const bad = await admin.client.put('/api/admin/home-exams', {
      exams: [{ name: 'X', date: '2025-02-30' }],
    });
    expect(bad.body).toMatchObject({ status: 400, msg: 'The exam date must be a date (YYYY-MM-DD)' });
    const unnamed = await admin.client.put('/api/admin/home-exams', {
      exams: [{ name: ' ', date: '2025-02-03' }],
    });
    expect(unnamed.body).toMatchObject({ status: 400 });
    expect((await ann.client.put('/api/admin/home-exams', { exams: spec })).http).toBe(403);
    expect((await anyone().put('/api/admin/home-exams', { exams: spec })).http).toBe(401);
  });
});

describe('recent contests', () => {
  it('lists visible contests running or starting within two weeks, soonest first', async () => {
    const now = Date.now();
    const make = async (title: string, start: number, end: number, visible = true) => {
      const body = { ...contestFields(start, end, { title }), visible };
      return (await ok<{ cid: number }>(root.client.post('/api/admin/contest', body))).cid;
    };
    const running = await runningContest(root, { title: 'Running now', pid: pids[0] ?? 0 });
    const soon = await make('Tomorrow', now + DAY, now + DAY + 5 * HOUR);
    await make('Next month', now + 30 * DAY, now + 30 * DAY + HOUR);
    await make('Last week', now - 7 * DAY, now - 7 * DAY + HOUR);
    await make('Hidden', now + HOUR, now + 2 * HOUR, false);
    const list = await ok<{ id: number; title: string; status: number }[]>(
      anyone().get('/api/get-recent-contest'),
    );
    expect(list.map((c) => [c.id, c.title, c.status])).toEqual([
      [running, 'Running now', 0],
      [soon, 'Tomorrow', -1],
    ]);
  });

  it('has no other sites’ contests: we fetch nothing from outside', async () => {
    expect(await ok(anyone().get('/api/get-recent-other-contest'))).toEqual([]);
  });
});

type RecentAc = {
  uid: string;
  username: string;
  ac: number;
  avatar: string;
  titleName: string;
  titleColor: string;
};

describe('the 7-day AC rank', () => {
  it('counts distinct problems accepted in practice, pushed live to its room', async () => {
    const live = new LiveTestClient(t.url);
    await live.connected();
    expect(await live.join('rank:recent-ac')).toMatchObject({ ok: true });
    await accepted(ann, pids[0] ?? 0);
    await accepted(ann, pids[0] ?? 0); // the same problem again counts once
    await accepted(ann, pids[1] ?? 0);
    await accepted(bob, pids[2] ?? 0);
    await accepted(bob, pids[1] ?? 0, -1); // a wrong answer counts nothing
    const rank = await ok<RecentAc[]>(anyone().get('/api/get-recent-seven-ac-rank'));
    expect(rank.map((r) => [r.username, r.ac])).toEqual([
      [ann.username, 2],
      [bob.username, 1],
    ]);
    expect(rank[0]).toMatchObject({ uid: ann.uid, avatar: '', titleName: '', titleColor: '' });
    // The room's last push is the rank as the API gives it.
    await until(() => {
      const last = live.applied.filter((c) => c.room === 'rank:recent-ac').at(-1);
      return (
        JSON.stringify((last?.payload as { rows: RecentAc[] } | undefined)?.rows) === JSON.stringify(rank)
      );
    });
    live.close();
  });
});

type LastWeek = {
  dateStr: string[];
  acCountList: number[];
  totalCountList: number[];
  statusCounts: Record<string, number[]>;
};

describe('last week’s submissions', () => {
  it('counts practice submissions per day, today last, by verdict', async () => {
    const week = await ok<LastWeek>(
      anyone().get('/api/get-last-week-submission-statistics?forceRefresh=true'),
    );
    const today = new Date().toISOString().slice(5, 10);
    expect(week.dateStr).toHaveLength(7);
    expect(week.dateStr.at(-1)).toBe(today);
    expect(week.totalCountList.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(week.totalCountList.at(-1)).toBe(5);
    expect(week.acCountList.at(-1)).toBe(4);
    expect(week.statusCounts['-1']?.at(-1)).toBe(1);
    expect((await anyone().get('/api/get-last-week-submission-statistics?forceRefresh=maybe')).http).toBe(
      400,
    );
  });
});

describe('the read models', () => {
  it('equal a rebuild from the events alone', async () => {
    const { db } = t.server.services;
    const snapshot = async () => ({
      carousel: await ok(anyone().get('/api/home-carousel')),
      exams: await ok(anyone().get('/api/home-exams')),
      rank: await ok(anyone().get('/api/get-recent-seven-ac-rank')),
      week: await ok(anyone().get('/api/get-last-week-submission-statistics')),
    });
    const positionOf = async (name: string) =>
      Number(
        (
          await db
            .selectFrom('projection_checkpoints')
            .select('position')
            .where('name', '=', name)
            .executeTakeFirstOrThrow()
        ).position,
      );
    const before = await snapshot();
    for (const projection of [homeProjection, rankListsProjection]) {
      const reached = await positionOf(projection.name);
      await resetProjection(db, projection);
      await t.server.services.settled(projection.name, reached);
    }
    expect(await snapshot()).toEqual(before);
  });
});
