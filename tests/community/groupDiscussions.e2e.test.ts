import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { ok } from '../trust/roleMatrix/api';

// A group's discussions (spec 03 sections 2.2, 2.7, 6, 7.2 and 8; issue 21): its members read and post,
// its admins pin, disable and delete within the group, the `openGroupDiscussion` switch closes every call
// with 'No Access', and none of it ever reaches the public discussion area or a non-member.

let t: TestServer;
let root: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let member: TestAccount;
let other: TestAccount;
let outsider: TestAccount;
let gid: number;
let categoryId: number;

type Page<T> = { records: T[]; total: number };
type Row = { id: number; gid: number | null; title: string; topPriority: boolean; status: number };

const anyone = () => new ApiClient(t.url);
const switches = (changes: Record<string, unknown>) =>
  ok(root.client.put('/api/admin/switch/update', changes));
const post = (who: TestAccount, fields: Record<string, unknown> = {}) =>
  ok<Row>(
    who.client.post('/api/group/discussion', {
      gid,
      title: t.uniqueName('Topic '),
      description: 'A question for the class',
      content: 'How do I read the input?',
      categoryId,
      ...fields,
    }),
  );
const list = (who: ApiClient, path = 'get-discussion-list') =>
  ok<Page<Row>>(who.get(`/api/group/${path}?gid=${gid}&limit=50`));
const answer = async (reply: Promise<{ http: number; body: { msg: string } }>) => {
  const settled = await reply;
  return [settled.http, settled.body.msg];
};

beforeAll(async () => {
  t = await startTestServer();
  [root, teacher, helper, member, other, outsider] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await switches({
    defaultCreateGroupACInitValue: 0,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 0,
    openGroupDiscussion: true,
  });
  const group = await ok<{ id: number }>(
    teacher.client.post('/api/group', {
      name: t.uniqueName('Forum class '),
      shortName: 'forum',
      brief: 'A brief line',
      description: 'We talk here',
      // A public group: its content is still its members' only.
      auth: 1,
      visible: true,
    }),
  );
  gid = group.id;
  for (const who of [helper, member, other]) await ok(who.client.post('/api/group/member', { gid }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: 4 }));
  const categories = await ok<{ id: number; name: string }[]>(
    root.client.post('/api/discussion-category', [{ name: t.uniqueName('Class talk ') }]),
  );
  categoryId = categories.at(-1)?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

describe('a group discussion', () => {
  it('is read and posted by members only, and never shows in the public area', async () => {
    const mine = await post(member);
    expect(mine.gid).toBe(gid);
    expect((await list(other.client)).records.map((r) => r.id)).toContain(mine.id);
    const detail = await ok<Row & { content: string }>(
      other.client.get(`/api/get-discussion-detail?did=${mine.id}`),
    );
    expect(detail).toMatchObject({ id: mine.id, gid, content: 'How do I read the input?' });

    // The public area: its list (everyone's and admins'), the detail and the comments.
    for (const who of [anyone(), member.client, root.client]) {
      const publicList = await ok<Page<Row>>(who.get('/api/get-discussion-list?limit=100'));
      expect(publicList.records.map((r) => r.id)).not.toContain(mine.id);
    }
    const adminList = await ok<Page<Row>>(root.client.get('/api/admin/get-discussion-list?limit=100'));
    expect(adminList.records.map((r) => r.id)).not.toContain(mine.id);
    expect(await answer(outsider.client.get(`/api/get-discussion-detail?did=${mine.id}`))).toEqual([
      403,
      'You are not a member of this group',
    ]);
    expect((await anyone().get(`/api/get-discussion-detail?did=${mine.id}`)).http).toBe(401);
    expect((await outsider.client.get(`/api/comments?did=${mine.id}`)).http).toBe(403);
    expect((await outsider.client.get(`/api/discussion-like?did=${mine.id}&toLike=true`)).http).toBe(403);

    // Its comment room: the group's members only, as its comments.
    const [inside, outside] = [
      new LiveTestClient(t.url, { token: other.client.token }),
      new LiveTestClient(t.url, { token: outsider.client.token }),
    ];
    try {
      await Promise.all([inside.connected(), outside.connected()]);
      expect((await inside.join(`comments:discussion:${mine.id}`)).ok).toBe(true);
      expect((await outside.join(`comments:discussion:${mine.id}`)).ok).toBe(false);
    } finally {
      inside.close();
      outside.close();
    }

    // Non-members neither list nor post.
    expect((await outsider.client.get(`/api/group/get-discussion-list?gid=${gid}`)).http).toBe(403);
    expect((await anyone().get(`/api/group/get-discussion-list?gid=${gid}`)).http).toBe(401);
    const refused = await outsider.client.post('/api/group/discussion', {
      gid,
      title: 'Let me in',
      description: 'x',
      content: 'y',
      categoryId,
    });
    expect(refused.http).toBe(403);
  });

  it('is edited by its author, pinned and disabled by the group admins, deleted by them or the author', async () => {
    const mine = await post(member);
    // Another member may not edit, pin or delete it.
    expect(
      (await other.client.put('/api/group/discussion', { gid, id: mine.id, content: 'Hijacked' })).http,
    ).toBe(403);
    expect(
      (await other.client.put('/api/group/discussion', { gid, id: mine.id, topPriority: true })).http,
    ).toBe(403);
    expect((await other.client.call('DELETE', `/api/group/discussion?gid=${gid}&did=${mine.id}`)).http).toBe(
      403,
    );
    // The author edits; a member may not pin their own.
    await ok(member.client.put('/api/group/discussion', { gid, id: mine.id, content: 'Edited by me' }));
    expect(
      (await member.client.put('/api/group/discussion', { gid, id: mine.id, topPriority: true })).http,
    ).toBe(403);
    // The group admin pins and disables it; members stop seeing it, the admins' list keeps it.
    const pinned = await ok<Row>(
      helper.client.put('/api/group/discussion', { gid, id: mine.id, topPriority: true, status: 1 }),
    );
    expect(pinned).toMatchObject({ topPriority: true, status: 1 });
    expect((await list(other.client)).records.map((r) => r.id)).not.toContain(mine.id);
    expect((await other.client.get(`/api/get-discussion-detail?did=${mine.id}`)).http).toBe(403);
    expect((await list(helper.client, 'get-admin-discussion-list')).records.map((r) => r.id)).toContain(
      mine.id,
    );
    expect((await member.client.get(`/api/group/get-admin-discussion-list?gid=${gid}`)).http).toBe(403);
    // A site admin outside the group has no say in it; the group admin deletes it.
    const admin = await registerAndLogin(t, ROLE.admin);
    expect((await admin.client.call('DELETE', `/api/discussion?did=${mine.id}`)).http).toBe(403);
    await ok(helper.client.call('DELETE', `/api/group/discussion?gid=${gid}&did=${mine.id}`));
    expect((await list(helper.client, 'get-admin-discussion-list')).records.map((r) => r.id)).not.toContain(
      mine.id,
    );
    // Through the public call too: the group admin moderates their group's discussions there.
    const second = await post(other);
    await ok(helper.client.call('DELETE', `/api/discussion?did=${second.id}`));
    expect((await list(member.client)).records.map((r) => r.id)).not.toContain(second.id);
  });

  it("is about one of the group's problems when it names one, and the problem's list shows only those", async () => {
    const { problemId } = await ok<{ problemId: string }>(
      teacher.client.post('/api/group/problem', {
        gid,
        problem: { problemId: 'sum', title: 'Forum sum' },
        testCases: [{ input: '1 2\n', output: '3\n' }],
      }),
    );
    const about = await post(member, { pid: problemId, title: 'Overflow?' });
    expect(about.title).toBe(`[${problemId}] Overflow?`);
    await post(member);
    const listed = await ok<Page<Row>>(
      other.client.get(`/api/group/get-discussion-list?gid=${gid}&pid=${encodeURIComponent(problemId)}`),
    );
    expect(listed.records.map((r) => r.id)).toEqual([about.id]);
    // A problem of no group the poster reads is no subject.
    const refused = await member.client.post('/api/group/discussion', {
      gid,
      title: 'About nothing',
      description: 'd',
      content: 'c',
      categoryId,
      pid: 'no-such-problem',
    });
    expect(refused.http).toBe(404);
  });

  it('answers 404 for another group or a public discussion named with this gid', async () => {
    const open = await ok<Row>(
      root.client.post('/api/discussion', {
        title: t.uniqueName('Public '),
        description: 'd',
        content: 'c',
        categoryId,
      }),
    );
    expect(open.gid).toBeNull();
    expect(
      (await teacher.client.call('DELETE', `/api/group/discussion?gid=${gid}&did=${open.id}`)).http,
    ).toBe(404);
  });

  it("is closed with 'No Access' while openGroupDiscussion is off, the public area staying open", async () => {
    const mine = await post(member);
    await switches({ openGroupDiscussion: false, openPublicDiscussion: true });
    try {
      const config = await ok<{ openGroupDiscussion: boolean }>(anyone().get('/api/get-website-config'));
      expect(config.openGroupDiscussion).toBe(false);
      expect(await answer(member.client.get(`/api/group/get-discussion-list?gid=${gid}`))).toEqual([
        403,
        'No Access',
      ]);
      expect(await answer(member.client.get(`/api/get-discussion-detail?did=${mine.id}`))).toEqual([
        403,
        'No Access',
      ]);
      expect((await member.client.get(`/api/comments?did=${mine.id}`)).body.msg).toBe('No Access');
      const refused = await member.client.post('/api/group/discussion', {
        gid,
        title: 'Closed',
        description: 'x',
        content: 'y',
        categoryId,
      });
      expect([refused.http, refused.body.msg]).toEqual([403, 'No Access']);
      expect((await ok<Page<Row>>(anyone().get('/api/get-discussion-list'))).total).toBeGreaterThanOrEqual(0);
    } finally {
      await switches({ openGroupDiscussion: true });
    }
    // And the public switch off leaves the group's open.
    await switches({ openPublicDiscussion: false });
    try {
      expect((await list(member.client)).records.map((r) => r.id)).toContain(mine.id);
      await ok(member.client.get(`/api/get-discussion-detail?did=${mine.id}`));
    } finally {
      await switches({ openPublicDiscussion: true });
    }
  });

  it("tells the group's content room, and never the public discussion rooms", async () => {
    const watcher = new LiveTestClient(t.url, { token: other.client.token });
    const publicWatcher = new LiveTestClient(t.url, { token: root.client.token });
    try {
      await Promise.all([watcher.connected(), publicWatcher.connected()]);
      expect((await watcher.join(`group:${gid}:content`)).ok).toBe(true);
      expect((await publicWatcher.join('discussions')).ok).toBe(true);
      expect((await publicWatcher.join('discussions:admin')).ok).toBe(true);
      const mine = await post(member);
      await until(() =>
        watcher.applied.some(
          (c) => c.room === `group:${gid}:content` && JSON.stringify(c.payload) === '{"kind":"discussions"}',
        ),
      );
      // A public discussion after it: once the public rooms hear that one, they would have heard ours.
      const open = await ok<Row>(
        root.client.post('/api/discussion', {
          title: t.uniqueName('After '),
          description: 'd',
          content: 'c',
          categoryId,
        }),
      );
      await until(() =>
        publicWatcher.applied.some(
          (c) => c.room === 'discussions:admin' && (c.payload as Row).id === open.id,
        ),
      );
      await until(() =>
        publicWatcher.applied.some((c) => c.room === 'discussions' && (c.payload as Row).id === open.id),
      );
      expect(publicWatcher.applied.some((c) => (c.payload as { id?: number }).id === mine.id)).toBe(false);
    } finally {
      watcher.close();
      publicWatcher.close();
    }
  });
});
