import { groupMessages as m } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { AB_CPP } from '../support/contests';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { ok } from '../trust/roleMatrix/api';

// A group's own content through the HTTP API (spec 03 sections 2.6, 3, 4, 6 and 7; issue 21): its
// problems stay out of every public path and reach only its members, the problem form's rights (root or
// author), the application to the public bank, its trainings, and its announcements with their room.

let t: TestServer;
let root: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let member: TestAccount;
let applicant: TestAccount;
let outsider: TestAccount;
let gid: number;
let pid: number;
let problemId: string;
let categoryId: number;

type Page<T> = { records: T[]; total: number };
type Row = { pid: number; problemId: string; myStatus?: number | null };

const anyone = () => new ApiClient(t.url);
const del = (who: ApiClient, path: string) => who.call('DELETE', path);
const groupProblem = (who: TestAccount, fields: Record<string, unknown> = {}) => {
  const id = t.uniqueName('gp-');
  return ok<{ pid: number; problemId: string }>(
    who.client.post('/api/group/problem', {
      gid,
      problem: { problemId: id, title: `Group problem ${id}`, ...fields },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    }),
  );
};
const status = async (reply: Promise<{ http: number; body: { msg: string } }>) => {
  const settled = await reply;
  return [settled.http, settled.body.msg];
};

beforeAll(async () => {
  t = await startTestServer();
  [root, teacher, helper, member, applicant, outsider] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await ok(root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }));
  const group = await ok<{ id: number }>(
    teacher.client.post('/api/group', {
      name: t.uniqueName('Class '),
      shortName: 'class',
      brief: 'A brief line',
      description: 'What we do here',
      auth: 3,
      code: 'abc123',
      visible: true,
    }),
  );
  gid = group.id;
  for (const who of [helper, member, applicant])
    await ok(who.client.post('/api/group/member', { gid, reason: 'Let me in please', code: 'abc123' }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: 4 }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: member.uid, auth: 3 }));
  ({ pid, problemId } = await groupProblem(teacher));
  const categories = await ok<{ id: number }[]>(
    root.client.post('/api/admin/training/category', { name: t.uniqueName('Cat '), color: '#336699' }),
  );
  categoryId = categories.at(-1)?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

describe('a group problem', () => {
  it('stays out of the public list, detail, recent problems and practice submit', async () => {
    const list = await ok<Page<Row>>(root.client.get(`/api/get-problem-list?keyword=${problemId}`));
    expect(list.total).toBe(0);
    const recent = await ok<Row[]>(anyone().get('/api/get-recent-updated-problem'));
    expect(recent.map((r) => r.pid)).not.toContain(pid);
    for (const who of [anyone(), member.client, outsider.client])
      expect((await who.get(`/api/get-problem-detail?problemId=${problemId}`)).http).toBe(404);
    const submit = (who: TestAccount, extra: Record<string, unknown> = {}) =>
      who.client.post('/api/submit-problem-judge', { pid, language: 'C++', code: AB_CPP, ...extra });
    expect((await submit(outsider)).http).toBe(404);
    expect(await status(submit(outsider, { gid }))).toEqual([403, m.noAccess]);
    expect(await status(submit(applicant, { gid }))).toEqual([403, m.noAccess]);
    expect((await submit(member, { gid })).http).toBe(200);
  });

  it('reaches its members only, with the gid', async () => {
    const detail = (who: ApiClient) => who.get(`/api/get-problem-detail?problemId=${problemId}&gid=${gid}`);
    expect(await status(detail(anyone()))).toEqual([401, m.loginFirst]);
    expect(await status(detail(outsider.client))).toEqual([403, m.noAccess]);
    expect(await status(detail(applicant.client))).toEqual([403, m.noAccess]);
    expect((await detail(member.client)).http).toBe(200);
    expect((await detail(root.client)).http).toBe(200);
    const other = await ok<{ id: number }>(
      teacher.client.post('/api/group', {
        name: t.uniqueName('Other '),
        shortName: 'other',
        brief: 'A brief line',
        description: 'What we do here',
        auth: 1,
        code: '',
        visible: true,
      }),
    );
    // Another group's id does not open it.
    expect(
      (await teacher.client.get(`/api/get-problem-detail?problemId=${problemId}&gid=${other.id}`)).http,
    ).toBe(404);
    const list = (who: ApiClient) => who.get(`/api/group/get-problem-list?gid=${gid}`);
    expect(await status(list(outsider.client))).toEqual([403, m.noAccess]);
    const rows = await ok<Page<Row>>(list(member.client));
    expect(rows.records.map((r) => r.problemId)).toEqual([problemId]);
    expect(rows.records[0]?.myStatus).not.toBeNull();
  });

  it('lets group admins create, and only its root or author change it', async () => {
    expect(
      await status(
        member.client.post('/api/group/problem', {
          gid,
          problem: { problemId: t.uniqueName('gp-'), title: 'Nope' },
        }),
      ),
    ).toEqual([403, m.noPermission]);
    const own = await groupProblem(helper, { auth: 2 });
    const edit = (who: TestAccount, target: number, title: string) =>
      who.client.put('/api/group/problem', { gid, pid: target, problem: { title } });
    expect(await status(edit(helper, pid, 'Not mine'))).toEqual([
      403,
      'Only the group owner or the problem author may change this problem',
    ]);
    await ok(edit(helper, own.pid, 'Mine'));
    await ok(edit(teacher, own.pid, 'The owner may'));
    // Private inside the group: its admins' list only, 404 for members.
    const memberList = await ok<Page<Row>>(member.client.get(`/api/group/get-problem-list?gid=${gid}`));
    expect(memberList.records.map((r) => r.pid)).not.toContain(own.pid);
    const adminList = await ok<Page<Row & { canManage: boolean }>>(
      helper.client.get(`/api/group/get-admin-problem-list?gid=${gid}`),
    );
    expect(adminList.records.map((r) => [r.pid, r.canManage])).toEqual(
      expect.arrayContaining([
        [pid, false],
        [own.pid, true],
      ]),
    );
    expect((await member.client.get(`/api/group/get-admin-problem-list?gid=${gid}`)).http).toBe(403);
    expect(
      (await member.client.get(`/api/get-problem-detail?problemId=${own.problemId}&gid=${gid}`)).http,
    ).toBe(404);
    expect(
      await status(teacher.client.put('/api/group/change-problem-auth', { gid, pid: own.pid, auth: 3 })),
    ).toEqual([400, 'The auth must be 1 (public) or 2 (private)']);
    await ok(teacher.client.put('/api/group/change-problem-auth', { gid, pid: own.pid, auth: 1 }));
    expect(
      (await member.client.get(`/api/get-problem-detail?problemId=${own.problemId}&gid=${gid}`)).http,
    ).toBe(200);
    expect((await del(helper.client, `/api/group/problem?gid=${gid}&pid=${pid}`)).http).toBe(403);
    await ok(del(helper.client, `/api/group/problem?gid=${gid}&pid=${own.pid}`));
  });

  it('joins the public bank when a site admin accepts its application', async () => {
    const applied = await groupProblem(teacher);
    const apply = (who: TestAccount, flag: boolean) =>
      who.client.put('/api/group/apply-public', { gid, pid: applied.pid, flag });
    expect((await apply(member, true)).http).toBe(403);
    await ok(apply(teacher, true));
    expect(await status(apply(teacher, true))).toEqual([409, 'The problem has already applied to be public']);
    await ok(apply(teacher, false));
    await ok(apply(teacher, true));
    const pending = await ok<Page<{ pid: number; groupName: string; applyPublicProgress: number }>>(
      root.client.get('/api/admin/get-problem-list?applyPublicProgress=1&limit=100'),
    );
    expect(pending.records.find((r) => r.pid === applied.pid)).toMatchObject({ applyPublicProgress: 1 });
    expect(pending.records.find((r) => r.pid === applied.pid)?.groupName).toMatch(/^Class /);
    const answer = (progress: number) =>
      root.client.put('/api/admin/group-problem/change-progress', { pid: applied.pid, progress });
    expect(
      (
        await teacher.client.put('/api/admin/group-problem/change-progress', {
          pid: applied.pid,
          progress: 2,
        })
      ).http,
    ).toBe(403);
    expect((await answer(1)).http).toBe(400);
    await ok(answer(2));
    expect(await status(answer(3))).toEqual([409, 'The problem has not applied to be public']);
    expect((await anyone().get(`/api/get-problem-detail?problemId=${applied.problemId}`)).http).toBe(200);
    const list = await ok<Page<Row>>(anyone().get(`/api/get-problem-list?keyword=${applied.problemId}`));
    expect(list.total).toBe(1);
  });
});

describe('a group training', () => {
  it("is the group members' only, and its root or author edits it", async () => {
    const training = await ok<{ id: number }>(
      helper.client.post('/api/group/training', {
        gid,
        title: 'Week one',
        description: 'Start here',
        categoryId,
      }),
    );
    const tid = training.id;
    await ok(helper.client.post('/api/group/training-problem-from-group', { gid, tid, problemId }));
    expect(
      await status(helper.client.post('/api/group/training-problem-from-public', { gid, tid, problemId })),
    ).toEqual([404, `The problem does not exist: ${problemId}`]);
    expect(
      (await member.client.post('/api/group/training-problem-from-group', { gid, tid, problemId })).http,
    ).toBe(403);
    const publicList = await ok<Page<{ id: number }>>(anyone().get('/api/get-training-list?limit=100'));
    expect(publicList.records.map((r) => r.id)).not.toContain(tid);
    expect(await status(outsider.client.get(`/api/get-training-detail?tid=${tid}`))).toEqual([
      403,
      m.noAccess,
    ]);
    expect(await status(anyone().get(`/api/get-training-problem-list?tid=${tid}`))).toEqual([
      401,
      m.loginFirst,
    ]);
    const problems = await ok<{ pid: number }[]>(
      member.client.get(`/api/get-training-problem-list?tid=${tid}`),
    );
    expect(problems.map((p) => p.pid)).toEqual([pid]);
    expect(
      (await member.client.get(`/api/get-training-problem-details?tid=${tid}&problemId=${problemId}`)).http,
    ).toBe(200);
    const groupList = await ok<Page<{ id: number }>>(
      member.client.get(`/api/group/get-training-list?gid=${gid}`),
    );
    expect(groupList.records.map((r) => r.id)).toContain(tid);
    // Another admin's training: not theirs to change; the root's it is.
    const byTeacher = await ok<{ id: number }>(
      teacher.client.post('/api/group/training', { gid, title: 'Owner set', description: 'x', categoryId }),
    );
    expect(
      await status(
        helper.client.put('/api/group/change-training-status', { gid, id: byTeacher.id, status: false }),
      ),
    ).toEqual([403, m.notYourItem]);
    await ok(teacher.client.put('/api/group/change-training-status', { gid, id: tid, status: false }));
    expect((await member.client.get(`/api/get-training-detail?tid=${tid}`)).http).toBe(404);
    expect((await helper.client.get(`/api/get-training-detail?tid=${tid}`)).http).toBe(200);
  });
});

describe('group announcements', () => {
  it('are posted by group admins, changed by their author or the root, and pushed to members', async () => {
    const live = new LiveTestClient(t.url, { token: member.client.token });
    const stranger = new LiveTestClient(t.url, { token: outsider.client.token });
    try {
      await Promise.all([live.connected(), stranger.connected()]);
      expect((await live.join(`group:${gid}:content`)).ok).toBe(true);
      expect(await stranger.join(`group:${gid}:content`)).toMatchObject({
        ok: false,
        error: { status: 403 },
      });
      expect(
        await status(member.client.post('/api/group/announcement', { gid, title: 'Hi', content: 'There' })),
      ).toEqual([403, m.noPermission]);
      expect(
        await status(helper.client.post('/api/group/announcement', { gid, title: ' ', content: 'There' })),
      ).toEqual([400, 'Title is required']);
      const { id } = await ok<{ id: number }>(
        helper.client.post('/api/group/announcement', {
          gid,
          title: 'Quiz on Friday',
          content: 'Bring pens',
        }),
      );
      await until(() => live.positions(`group:${gid}:content`).length > 0);
      expect(live.applied.find((c) => c.room === `group:${gid}:content`)?.payload).toEqual({
        kind: 'announcements',
      });
      const list = await ok<Page<{ id: number; title: string }>>(
        member.client.get(`/api/group/get-announcement-list?gid=${gid}`),
      );
      expect(list.records.map((r) => r.title)).toEqual(['Quiz on Friday']);
      expect(await status(outsider.client.get(`/api/group/get-announcement-list?gid=${gid}`))).toEqual([
        403,
        m.noAccess,
      ]);
      const mine = await ok<{ id: number }>(
        teacher.client.post('/api/group/announcement', {
          gid,
          title: 'Owner',
          content: 'Words',
          visible: false,
        }),
      );
      expect(
        await status(helper.client.put('/api/group/announcement', { gid, id: mine.id, title: 'Changed' })),
      ).toEqual([403, m.notYourItem]);
      await ok(teacher.client.put('/api/group/announcement', { gid, id, title: 'Quiz moved' }));
      const hidden = await ok<Page<{ id: number }>>(
        member.client.get(`/api/group/get-announcement-list?gid=${gid}`),
      );
      expect(hidden.records.map((r) => r.id)).toEqual([id]);
      expect((await member.client.get(`/api/group/get-admin-announcement-list?gid=${gid}`)).http).toBe(403);
      await ok(del(helper.client, `/api/group/announcement?gid=${gid}&id=${id}`));
      expect(await status(del(helper.client, `/api/group/announcement?gid=${gid}&id=${id}`))).toEqual([
        404,
        m.announcementMissing,
      ]);
      expect(stranger.applied).toEqual([]);
    } finally {
      live.close();
      stranger.close();
    }
  });
});
