import { discussionsProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judge, judgedCase } from '../trust/roleMatrix/judging';

// Discussions through the HTTP API (spec 02 sections 3-9): categories, posting rules and messages,
// permissions per role, the site switch, likes, reports, ordering, disabled discussions, and a rebuild.

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let muted: TestAccount;
let general: number;
let hints: number;

type Discussion = {
  id: number;
  title: string;
  likeNum: number;
  viewNum: number;
  hasLike: boolean;
  topPriority: boolean;
  status: number;
  categoryName: string;
  author: string;
  pid: string | null;
  content?: string;
};
type Page = { records: Discussion[]; total: number };

const post = (who: TestAccount, fields: Record<string, unknown> = {}) =>
  who.client.post('/api/discussion', {
    title: 'A question',
    description: 'About something',
    content: 'Some **markdown**',
    categoryId: general,
    ...fields,
  });
const posted = async (who: TestAccount, fields: Record<string, unknown> = {}) =>
  ok<Discussion>(post(who, fields));
const list = (client: ApiClient, query = '') => ok<Page>(client.get(`/api/get-discussion-list?${query}`));
const remove = (who: TestAccount, did: number) => who.client.call('DELETE', `/api/discussion?did=${did}`);
const switches = (changes: Record<string, unknown>) =>
  ok(root.client.put('/api/admin/switch/update', changes));

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  muted = await registerAndLogin(t, ROLE.muted);
  const categories = await ok<{ id: number; name: string }[]>(
    root.client.post('/api/discussion-category', [{ name: 'General' }, { name: 'Hints' }]),
  );
  general = categories.find((c) => c.name === 'General')?.id ?? 0;
  hints = categories.find((c) => c.name === 'Hints')?.id ?? 0;
  await switches({ defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 0 });
});
afterAll(() => t.close());

describe('categories', () => {
  it('are listed to anyone and edited by the super admin alone', async () => {
    const anyone = new ApiClient(t.url);
    expect(await ok(anyone.get('/api/discussion-category'))).toEqual([
      { id: general, name: 'General' },
      { id: hints, name: 'Hints' },
    ]);
    expect((await admin.client.post('/api/discussion-category', [{ name: 'Mine' }])).http).toBe(403);
    expect((await anyone.post('/api/discussion-category', [{ name: 'Mine' }])).http).toBe(401);
    const renamed = await ok<{ id: number; name: string }[]>(
      root.client.post('/api/discussion-category', [{ id: hints, name: 'Hints and tips' }]),
    );
    expect(renamed).toContainEqual({ id: hints, name: 'Hints and tips' });
    expect((await root.client.post('/api/discussion-category', [{ name: 'General' }])).body).toMatchObject({
      status: 409,
      msg: 'The category "General" already exists',
    });
    expect((await root.client.post('/api/discussion-category', [{ name: ' ' }])).body.msg).toBe(
      'The category name is required',
    );
  });
});

describe('posting', () => {
  it('answers each missing or oversized field with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ description: '  ' }, 'Description is required'],
      [{ content: '' }, 'Content is required'],
      [{ categoryId: undefined }, 'Category is required'],
      [{ title: 'x'.repeat(256) }, 'Title can not exceed 255'],
      [{ description: 'x'.repeat(256) }, 'Description can not exceed 255'],
      [{ content: 'x'.repeat(65_536) }, 'Content can not exceed 65535'],
      [{ categoryId: 999 }, 'The category does not exist'],
    ];
    for (const [fields, message] of cases)
      expect((await post(ann, fields)).body, message).toMatchObject({ status: 400, msg: message });
    expect((await post(ann, { title: 'x'.repeat(255), content: 'x'.repeat(65_535) })).body.status).toBe(200);
  });

  it('asks visitors to log in, refuses muted accounts and lets only admins pin', async () => {
    expect((await post({ ...ann, client: new ApiClient(t.url) })).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await post(muted)).body).toMatchObject({
      status: 403,
      msg: 'Your account is not allowed to post discussions',
    });
    expect((await post(ann, { topPriority: true })).body).toMatchObject({
      status: 403,
      msg: 'Only admins may set the top priority',
    });
    expect((await posted(admin, { topPriority: true })).topPriority).toBe(true);
  });

  it('prefixes a problem discussion with the problem ID and lists it under that problem', async () => {
    const { problemId } = await createProblem(root, { auth: 1 });
    const about = await posted(ann, { pid: problemId, title: 'Stuck on it' });
    expect(about).toMatchObject({ title: `[${problemId}] Stuck on it`, pid: problemId });
    const edited = await ok<Discussion>(
      ann.client.put('/api/discussion', { id: about.id, title: 'Solved it' }),
    );
    expect(edited.title).toBe(`[${problemId}] Solved it`);
    const underProblem = await list(bob.client, `pid=${problemId}`);
    expect(underProblem.records.map((d) => d.id)).toEqual([about.id]);
    expect((await post(ann, { pid: 'NO-SUCH-PROBLEM' })).body).toMatchObject({ status: 404 });
  });

  it('needs the accepted problems the site config asks for', async () => {
    await switches({ defaultCreateDiscussionACInitValue: 1 });
    try {
      const solver = await registerAndLogin(t);
      expect((await post(solver)).body).toMatchObject({
        status: 403,
        msg: 'You need 1 accepted problems before posting a discussion',
      });
      const { pid } = await createProblem(root, { auth: 1 });
      await switches({ defaultSubmitInterval: 0 });
      const submitId = await submitPractice(solver, pid);
      await judge(t, submitId, 0, [judgedCase(0)]);
      await t.server.services.settled('submissions', Number(await t.store.waitForSettled()));
      expect((await post(solver)).body.status).toBe(200);
      expect((await post(admin)).body.status).toBe(200);
    } finally {
      await switches({ defaultCreateDiscussionACInitValue: 0 });
    }
  });

  it('stops at the daily limit, deleted posts counted, admins exempt', async () => {
    await switches({ defaultCreateDiscussionDailyLimit: 2 });
    try {
      const poster = await registerAndLogin(t);
      const first = await posted(poster);
      await ok(remove(poster, first.id));
      await posted(poster);
      expect((await post(poster)).body).toMatchObject({
        status: 429,
        msg: 'You can post at most 2 discussions a day',
      });
      expect((await post(admin)).body.status).toBe(200);
    } finally {
      await switches({ defaultCreateDiscussionDailyLimit: 0 });
    }
  });
});

describe('editing and deleting', () => {
  it('lets the author edit (never the counts) and refuses everyone else', async () => {
    const mine = await posted(ann);
    await ok(bob.client.get(`/api/discussion-like?did=${mine.id}&toLike=true`));
    const edited = await ok<Discussion>(
      ann.client.put('/api/discussion', { id: mine.id, content: 'Edited', likeNum: 999, viewNum: 999 }),
    );
    expect(edited).toMatchObject({ content: 'Edited', likeNum: 1 });
    expect(edited.viewNum).toBeLessThan(999);
    for (const other of [bob, admin])
      expect(
        (await other.client.put('/api/discussion', { id: mine.id, content: 'Hijacked' })).body,
      ).toMatchObject({ status: 403, msg: 'Only the author may edit this discussion' });
    expect((await ann.client.put('/api/discussion', { id: mine.id, title: '' })).body.msg).toBe(
      'Title is required',
    );
  });

  it('lets the author or an admin delete; deleted ones are gone', async () => {
    const mine = await posted(ann);
    expect((await remove(bob, mine.id)).body).toMatchObject({
      status: 403,
      msg: 'Only the author or an admin may delete this discussion',
    });
    await ok(remove(ann, mine.id));
    expect((await bob.client.get(`/api/get-discussion-detail?did=${mine.id}`)).body).toMatchObject({
      status: 404,
      msg: 'The discussion does not exist',
    });
    const other = await posted(bob);
    await ok(remove(admin, other.id));
    const ids = (await list(ann.client, 'limit=100')).records.map((d) => d.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(other.id);
  });

  it('refuses ids that are not decimal whole numbers', async () => {
    for (const did of ['1e3', '0x10', 'abc', '-1'])
      expect((await ann.client.get(`/api/get-discussion-detail?did=${did}`)).http, did).toBe(400);
  });
});

describe('reading', () => {
  it('counts each view and toggles likes once per user', async () => {
    const d = await posted(ann);
    const first = await ok<Discussion>(bob.client.get(`/api/get-discussion-detail?did=${d.id}`));
    const second = await ok<Discussion>(new ApiClient(t.url).get(`/api/get-discussion-detail?did=${d.id}`));
    expect(second.viewNum).toBe(first.viewNum + 1);
    const like = (who: TestAccount, toLike: boolean) =>
      ok<{ likeNum: number; hasLike: boolean }>(
        who.client.get(`/api/discussion-like?did=${d.id}&toLike=${toLike}`),
      );
    expect(await like(bob, true)).toEqual({ likeNum: 1, hasLike: true });
    expect(await like(bob, true)).toEqual({ likeNum: 1, hasLike: true });
    expect(await like(ann, true)).toEqual({ likeNum: 2, hasLike: true });
    expect(await like(bob, false)).toEqual({ likeNum: 1, hasLike: false });
    expect(await like(bob, false)).toEqual({ likeNum: 1, hasLike: false });
    const seen = await ok<Discussion>(ann.client.get(`/api/get-discussion-detail?did=${d.id}`));
    expect(seen).toMatchObject({ likeNum: 1, hasLike: true });
    expect((await new ApiClient(t.url).get(`/api/discussion-like?did=${d.id}&toLike=true`)).http).toBe(401);
    expect((await bob.client.get(`/api/discussion-like?did=${d.id}&toLike=maybe`)).http).toBe(400);
  });

  it('lists pinned discussions first, then newest, filtered by category, keyword and author', async () => {
    const tag = t.uniqueName('kw');
    const older = await posted(ann, { title: `${tag} older`, categoryId: hints });
    const pinned = await posted(bob, { title: `${tag} pinned` });
    const newer = await posted(bob, { title: `${tag} newer`, categoryId: hints });
    await ok(admin.client.put('/api/admin/discussion', { id: pinned.id, topPriority: true }));
    expect((await list(ann.client, `keyword=${tag}`)).records.map((d) => d.id)).toEqual([
      pinned.id,
      newer.id,
      older.id,
    ]);
    expect((await list(ann.client, `keyword=${tag}&cid=${hints}`)).records.map((d) => d.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect((await list(ann.client, `keyword=${tag}&onlyMine=true`)).records.map((d) => d.id)).toEqual([
      older.id,
    ]);
    expect((await new ApiClient(t.url).get('/api/get-discussion-list?onlyMine=true')).http).toBe(401);
    const paged = await list(ann.client, `keyword=${tag}&limit=2&currentPage=2`);
    expect(paged).toMatchObject({ total: 3, records: [{ id: older.id }] });
    expect((await ann.client.put('/api/admin/discussion', { id: pinned.id, topPriority: false })).http).toBe(
      403,
    );
  });

  it('hides disabled discussions from everyone but admins', async () => {
    const d = await posted(ann);
    await ok(admin.client.put('/api/admin/discussion', { id: d.id, status: 1 }));
    for (const who of [ann, bob]) {
      expect((await who.client.get(`/api/get-discussion-detail?did=${d.id}`)).body).toMatchObject({
        status: 403,
        msg: 'The discussion has been disabled',
      });
      expect((await list(who.client, 'limit=100')).records.map((r) => r.id)).not.toContain(d.id);
    }
    expect((await bob.client.get(`/api/discussion-like?did=${d.id}&toLike=true`)).http).toBe(403);
    expect((await list(admin.client, 'limit=100')).records.find((r) => r.id === d.id)?.status).toBe(1);
    expect((await ok<Discussion>(root.client.get(`/api/get-discussion-detail?did=${d.id}`))).status).toBe(1);
    await ok(admin.client.put('/api/admin/discussion', { id: d.id, status: 0 }));
    expect((await bob.client.get(`/api/get-discussion-detail?did=${d.id}`)).body.status).toBe(200);
  });
});

describe('reports', () => {
  it('need a known label or a reason, and only admins read them', async () => {
    const d = await posted(ann);
    const report = (content: unknown) => bob.client.post('/api/discussion-report', { did: d.id, content });
    expect((await report('  ')).body).toMatchObject({
      status: 400,
      msg: 'The report label and reason cannot be empty',
    });
    expect((await report(`#Spam ads# ${'x'.repeat(201)}`)).body.msg).toBe('Reason can not exceed 200');
    expect((await report('#Free money#')).body.msg).toBe('Unknown report label');
    const secret = t.uniqueName('link farm ');
    await ok(
      bob.client.post('/api/discussion-report', {
        did: d.id,
        content: `#Spam ads# ${secret}`,
        reporter: 'ann',
      }),
    );
    expect(
      (await new ApiClient(t.url).post('/api/discussion-report', { did: d.id, content: 'x' })).http,
    ).toBe(401);
    const reports = await ok<{ records: { did: number; reporter: string; content: string }[] }>(
      admin.client.get('/api/admin/discussion-report'),
    );
    expect(reports.records.find((r) => r.did === d.id)).toMatchObject({
      reporter: bob.username,
      content: `#Spam ads# ${secret}`,
    });
    for (const who of [ann, bob])
      expect((await who.client.get('/api/admin/discussion-report')).http).toBe(403);
    const detail = await ann.client.get(`/api/get-discussion-detail?did=${d.id}`);
    const listed = await ann.client.get('/api/get-discussion-list?limit=100');
    expect(JSON.stringify([detail.body, listed.body])).not.toContain(secret);
  });
});

describe('the site switch', () => {
  it('closes every public discussion call with No Access', async () => {
    const d = await posted(ann);
    await switches({ openPublicDiscussion: false });
    try {
      const calls = [
        ann.client.get('/api/get-discussion-list'),
        ann.client.get(`/api/get-discussion-detail?did=${d.id}`),
        post(ann),
        ann.client.put('/api/discussion', { id: d.id, content: 'x' }),
        remove(ann, d.id),
        bob.client.get(`/api/discussion-like?did=${d.id}&toLike=true`),
        bob.client.post('/api/discussion-report', { did: d.id, content: 'spam' }),
        new ApiClient(t.url).get('/api/get-discussion-list'),
      ];
      for (const reply of await Promise.all(calls))
        expect(reply.body).toMatchObject({ status: 403, msg: 'No Access' });
    } finally {
      await switches({ openPublicDiscussion: true });
    }
    expect((await ann.client.get(`/api/get-discussion-detail?did=${d.id}`)).body.status).toBe(200);
  });
});

describe('the lists live rooms', () => {
  type Change = { kind: string; id: number; likeNum?: number; pid?: string | null };
  const changesOf = (socket: LiveTestClient, room: string) =>
    socket.applied.filter((c) => c.room === room).map((c) => c.payload as Change);
  const heard = (socket: LiveTestClient, room: string, kind: string, id: number) =>
    until(() => changesOf(socket, room).some((c) => c.kind === kind && c.id === id), 10_000);

  it('tell everyone of public changes and only admins of disabled discussions', async () => {
    const visitor = new LiveTestClient(t.url);
    const moderator = new LiveTestClient(t.url, { token: admin.client.token });
    try {
      await Promise.all([visitor.connected(), moderator.connected()]);
      expect((await visitor.join('discussions')).ok).toBe(true);
      expect(await visitor.join('discussions:admin')).toMatchObject({ ok: false, error: { status: 401 } });
      expect((await moderator.join('discussions:admin')).ok).toBe(true);

      const open = await posted(ann, { title: 'Live one' });
      await heard(visitor, 'discussions', 'created', open.id);
      await ok(bob.client.get(`/api/discussion-like?did=${open.id}&toLike=true`));
      await until(() => changesOf(visitor, 'discussions').some((c) => c.kind === 'likes' && c.likeNum === 1));
      await ok(admin.client.put('/api/admin/discussion', { id: open.id, topPriority: true }));
      await heard(visitor, 'discussions', 'updated', open.id);

      const hidden = await posted(ann, { title: 'Soon disabled' });
      await ok(admin.client.put('/api/admin/discussion', { id: hidden.id, status: 1 }));
      await heard(visitor, 'discussions', 'removed', hidden.id);
      // What happens to it now reaches the admins' room alone.
      await ok(admin.client.get(`/api/discussion-like?did=${hidden.id}&toLike=true`));
      await remove(admin, hidden.id);
      await heard(moderator, 'discussions:admin', 'removed', hidden.id);
      expect(
        changesOf(moderator, 'discussions:admin').some((c) => c.kind === 'likes' && c.id === hidden.id),
      ).toBe(true);
      // A later public change has reached the visitor, so anything about the hidden one would have too.
      const later = await posted(bob, { title: 'After the hidden one' });
      await heard(visitor, 'discussions', 'created', later.id);
      const aboutHidden = changesOf(visitor, 'discussions').filter((c) => c.id === hidden.id);
      expect(aboutHidden.map((c) => c.kind)).toEqual(['created', 'removed']);
      await remove(bob, later.id);
      await heard(visitor, 'discussions', 'removed', later.id);
    } finally {
      visitor.close();
      moderator.close();
    }
  });

  it('close with the area: nobody joins while the site switch is off', async () => {
    await switches({ openPublicDiscussion: false });
    const socket = new LiveTestClient(t.url, { token: root.client.token });
    try {
      await socket.connected();
      expect(await socket.join('discussions')).toMatchObject({ ok: false, error: { status: 403 } });
      expect(await socket.join('discussions:admin')).toMatchObject({ ok: false, error: { status: 403 } });
    } finally {
      socket.close();
      await switches({ openPublicDiscussion: true });
    }
  });
});

describe('explanations', () => {
  it('are problem discussions an admin picked, listed under the problem', async () => {
    const { problemId } = await createProblem(root, { auth: 1 });
    const first = await posted(ann, { pid: problemId, title: 'Greedy works' });
    const second = await posted(bob, { pid: problemId, title: 'A DP too' });
    await posted(bob, { pid: problemId, title: 'Why WA?' });
    const explanations = () => list(bob.client, `pid=${problemId}&explanation=true&limit=4`);
    expect((await explanations()).total).toBe(0);
    const picked = await ok<Discussion & { explanation: boolean }>(
      admin.client.put('/api/admin/discussion', { id: first.id, explanation: true }),
    );
    expect(picked.explanation).toBe(true);
    await ok(root.client.put('/api/admin/discussion', { id: second.id, explanation: true }));
    expect((await explanations()).records.map((d) => d.id)).toEqual([second.id, first.id]);
    // Only admin roles pick; a discussion about no problem explains nothing; a disabled one is not listed.
    const refused = await ann.client.put('/api/admin/discussion', { id: first.id, explanation: false });
    expect(refused.http).toBe(403);
    const general = await posted(ann);
    const noProblem = await admin.client.put('/api/admin/discussion', { id: general.id, explanation: true });
    expect(noProblem.body).toMatchObject({
      status: 400,
      msg: 'Only a discussion about a problem can be its explanation',
    });
    const notFlag = await admin.client.put('/api/admin/discussion', { id: first.id, explanation: 'yes' });
    expect(notFlag.body).toMatchObject({ status: 400 });
    await ok(admin.client.put('/api/admin/discussion', { id: second.id, status: 1 }));
    expect((await explanations()).records.map((d) => d.id)).toEqual([first.id]);
    await ok(admin.client.put('/api/admin/discussion', { id: first.id, explanation: false }));
    expect((await explanations()).total).toBe(0);
  });
});

describe('the read model', () => {
  it('equals a rebuild from the events alone', async () => {
    const { db } = t.server.services;
    const snapshot = async () => ({
      categories: await db.selectFrom('discussion_categories').selectAll().orderBy('id').execute(),
      discussions: await db.selectFrom('discussions').selectAll().orderBy('id').execute(),
      likes: await db.selectFrom('discussion_likes').selectAll().orderBy('did').orderBy('uid').execute(),
      reports: await db
        .selectFrom('discussion_reports')
        .selectAll()
        .orderBy('did')
        .orderBy('report_no')
        .execute(),
    });
    await t.server.services.settled('discussions', Number(await t.store.waitForSettled()));
    const before = await snapshot();
    expect(before.discussions.length).toBeGreaterThan(10);
    expect(before.likes.length).toBeGreaterThan(0);
    expect(before.discussions.some((d) => d.view_num > 0)).toBe(true);
    expect(before.discussions.some((d) => d.deleted)).toBe(true);
    expect(before.reports.length).toBeGreaterThan(0);
    await resetProjection(db, discussionsProjection);
    await t.server.services.settled('discussions', Number(await t.store.waitForSettled()));
    expect(await snapshot()).toEqual(before);
  });
});
