import { GroupRole, groupMessages as m } from '@oj/events';
import { groupsProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { ok, quiet } from '../trust/roleMatrix/api';

// Groups through the HTTP API (spec 03 sections 2.3-2.8, 3-9, issue 21): the form's rules and the site's
// creation limits, the list's filters and paging, joining a public group, applying to protected and
// private ones, the member select's rules, kicking (the owner: disband), exit, disband with the e-mailed
// code, what a private group shows a non-member, the live rooms, and the read model against a rebuild.

let t: TestServer;
let root: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let eve: TestAccount;

type Group = {
  id: number;
  name: string;
  auth: number;
  visible: boolean;
  memberCount: number;
  owner: string;
  code: string | null;
};
type Member = { uid: string; username: string; auth: number; reason: string; realname: string | null };
type Page<T> = { records: T[]; total: number };

const anyone = () => new ApiClient(t.url);
const del = (who: ApiClient, path: string) => who.call('DELETE', path);
const form = (fields: Record<string, unknown> = {}) => ({
  name: t.uniqueName('Group '),
  shortName: 'short',
  brief: 'A brief line',
  description: 'What we do here',
  auth: 1,
  code: '',
  visible: true,
  ...fields,
});
const createGroup = (who: TestAccount, fields: Record<string, unknown> = {}) =>
  ok<Group>(who.client.post('/api/group', form(fields)));
const join = (who: TestAccount, gid: number, reason = 'I like problems', code = '') =>
  who.client.post('/api/group/member', { gid, reason, code });
const roleOf = async (who: ApiClient, gid: number) =>
  (await ok<{ auth: number }>(who.get(`/api/get-group-auth?gid=${gid}`))).auth;
const members = (who: ApiClient, gid: number) =>
  ok<Page<Member>>(who.get(`/api/group/get-member-list?gid=${gid}`));
const applications = (who: ApiClient, gid: number) =>
  ok<Page<Member>>(who.get(`/api/group/get-apply-list?gid=${gid}`));
const setRole = (who: TestAccount, gid: number, uid: string, auth: number) =>
  who.client.put('/api/group/member', { gid, uid, auth });

beforeAll(async () => {
  t = await startTestServer();
  [root, teacher, helper, ann, bob, eve] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
}, 120_000);
afterAll(() => t.close());

describe('creating a group', () => {
  it('follows the site limits: accepted problems needed, groups a day, groups owned; admins are exempt', async () => {
    const refused = await teacher.client.post('/api/group', form());
    expect([refused.http, refused.body.msg]).toEqual([403, m.acRequired(20)]);
    await ok(
      root.client.put('/api/admin/switch/update', {
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 1,
        defaultCreateGroupLimit: 5,
      }),
    );
    await createGroup(eve);
    const second = await eve.client.post('/api/group', form());
    expect([second.http, second.body.msg]).toEqual([403, m.dailyLimit(1)]);
    await ok(
      root.client.put('/api/admin/switch/update', {
        defaultCreateGroupDailyLimit: 0,
        defaultCreateGroupLimit: 1,
      }),
    );
    const third = await eve.client.post('/api/group', form());
    expect([third.http, third.body.msg]).toEqual([403, m.totalLimit(1)]);
    await createGroup(root);
    await createGroup(root);
    await ok(root.client.put('/api/admin/switch/update', { defaultCreateGroupLimit: 0 }));
  });

  it('checks the form: lengths, the type, a private group code of exactly 6', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'abcd' }, m.nameRange],
      [{ name: 'x'.repeat(26) }, m.nameRange],
      [{ shortName: 'abc' }, m.shortNameRange],
      [{ shortName: 'x'.repeat(11) }, m.shortNameRange],
      [{ brief: 'abc' }, m.briefRange],
      [{ description: 'abc' }, m.descriptionRange],
      [{ description: 'x'.repeat(1001) }, m.descriptionRange],
      [{ auth: 4 }, m.authRequired],
      [{ auth: 3, code: '12345' }, m.codeRequired],
    ];
    for (const [fields, message] of cases) {
      const reply = await teacher.client.post('/api/group', form(fields));
      expect([reply.http, reply.body.msg], JSON.stringify(fields)).toEqual([400, message]);
    }
    expect((await anyone().post('/api/group', form())).http).toBe(401);
  });

  it('makes the creator its root; the code is shown to the root alone', async () => {
    const group = await createGroup(teacher, { auth: 3, code: 'abc123' });
    expect(group).toMatchObject({ owner: teacher.username, memberCount: 1, code: 'abc123' });
    expect(await roleOf(teacher.client, group.id)).toBe(GroupRole.root);
    const seen = await ok<Group>(ann.client.get(`/api/get-group-detail?gid=${group.id}`));
    expect(seen.code).toBeNull();
    const byRoot = await ok<Group>(root.client.get(`/api/get-group-detail?gid=${group.id}`));
    expect(byRoot.code).toBe('abc123');
  });
});

describe('the group list', () => {
  it('filters by keyword, auth and mine, pages by 9 and hides hidden groups from outsiders', async () => {
    const tag = t.uniqueName('Zq');
    const made: Group[] = [];
    for (let i = 0; i < 3; i++)
      made.push(await createGroup(helper, { name: `${tag} club ${i}`, auth: (i % 3) + 1, code: 'qwerty' }));
    const hidden = await createGroup(helper, { name: `${tag} hidden`, visible: false });
    const list = (who: ApiClient, query: string) => ok<Page<Group>>(who.get(`/api/get-group-list?${query}`));
    expect((await list(anyone(), `keyword=${tag}`)).total).toBe(3);
    expect((await list(helper.client, `keyword=${tag}`)).total).toBe(4);
    expect((await list(root.client, `keyword=${tag}`)).total).toBe(4);
    expect((await list(anyone(), `keyword=${tag}&auth=2`)).records.map((g) => g.id)).toEqual([made[1]?.id]);
    const paged = await list(anyone(), `keyword=${tag}&limit=2&currentPage=2`);
    expect([paged.total, paged.records.map((g) => g.id)]).toEqual([3, [made[0]?.id]]);
    expect((await list(ann.client, `keyword=${tag}&onlyMine=true`)).total).toBe(0);
    expect((await list(helper.client, `keyword=${tag}&onlyMine=true`)).total).toBe(4);
    expect((await anyone().get(`/api/get-group-list?onlyMine=true`)).http).toBe(401);
    expect((await anyone().get(`/api/get-group-detail?gid=${hidden.id}`)).http).toBe(404);
    expect((await ann.client.get(`/api/get-group-detail?gid=${hidden.id}`)).http).toBe(404);
    for (const bad of ['gid=1.5', 'gid=abc', 'gid=-1', 'gid=0x10'])
      expect((await anyone().get(`/api/get-group-detail?${bad}`)).http, bad).toBe(400);
    expect((await anyone().get('/api/get-group-detail?gid=999999')).http).toBe(404);
  });
});

describe('joining', () => {
  it('a public group is joined at once; twice is refused', async () => {
    const group = await createGroup(teacher);
    await ok(join(ann, group.id, ''));
    expect(await roleOf(ann.client, group.id)).toBe(GroupRole.member);
    const again = await join(ann, group.id);
    expect([again.http, again.body.msg]).toEqual([409, m.alreadyMember]);
    expect((await ok<Group>(anyone().get(`/api/get-group-detail?gid=${group.id}`))).memberCount).toBe(2);
  });

  it('a protected group takes a reason of 5-100 characters, then the admins accept or refuse', async () => {
    const group = await createGroup(teacher, { auth: 2 });
    for (const reason of ['', 'abcd', 'x'.repeat(101)]) {
      const reply = await join(ann, group.id, reason);
      expect([reply.http, reply.body.msg]).toEqual([400, m.reasonRange]);
    }
    await ok(join(ann, group.id, 'Let me in please'));
    await ok(join(bob, group.id, 'Me too please'));
    expect(await roleOf(ann.client, group.id)).toBe(GroupRole.applying);
    const twice = await join(ann, group.id, 'Let me in please');
    expect([twice.http, twice.body.msg]).toEqual([409, m.alreadyApplying]);
    expect((await ann.client.get(`/api/group/get-member-list?gid=${group.id}`)).http).toBe(403);
    const applied = await applications(teacher.client, group.id);
    expect(applied.records.map((r) => [r.username, r.auth, r.reason])).toEqual([
      [ann.username, 1, 'Let me in please'],
      [bob.username, 1, 'Me too please'],
    ]);
    await ok(setRole(teacher, group.id, ann.uid, GroupRole.member));
    await ok(setRole(teacher, group.id, bob.uid, GroupRole.refused));
    expect(await roleOf(ann.client, group.id)).toBe(GroupRole.member);
    expect(await roleOf(bob.client, group.id)).toBe(GroupRole.refused);
    const refusedAgain = await join(bob, group.id, 'Please reconsider');
    expect([refusedAgain.http, refusedAgain.body.msg]).toEqual([403, m.refused]);
    expect(
      (await members(ann.client, group.id)).records.map((r) => [r.username, r.auth, r.realname]),
    ).toEqual([
      [teacher.username, 5, null],
      [ann.username, 3, null],
    ]);
    expect((await ann.client.get(`/api/group/get-apply-list?gid=${group.id}`)).http).toBe(403);
    // Deleting the refusal lets the user apply again.
    await ok(del(teacher.client, `/api/group/member?gid=${group.id}&uid=${bob.uid}`));
    await ok(join(bob, group.id, 'Second try now'));
  });

  it('a private group takes its code too', async () => {
    const group = await createGroup(teacher, { auth: 3, code: 'secret' });
    const noCode = await join(ann, group.id, 'Let me in please', '');
    expect([noCode.http, noCode.body.msg]).toEqual([400, m.codeRequired]);
    const wrong = await join(ann, group.id, 'Let me in please', 'wrong1');
    expect([wrong.http, wrong.body.msg]).toEqual([400, m.wrongCode]);
    await ok(join(ann, group.id, 'Let me in please', 'secret'));
    expect(await roleOf(ann.client, group.id)).toBe(GroupRole.applying);
    expect(
      (await anyone().post('/api/group/member', { gid: group.id, reason: 'hello there', code: 'secret' }))
        .http,
    ).toBe(401);
  });
});

describe('the member select and removal', () => {
  async function staffed() {
    const group = await createGroup(teacher);
    for (const who of [helper, ann, bob]) await ok(join(who, group.id, ''));
    await ok(setRole(teacher, group.id, helper.uid, GroupRole.admin));
    return group.id;
  }

  it('a group admin changes only rows below their role, to roles below it', async () => {
    const gid = await staffed();
    const promote = await setRole(helper, gid, ann.uid, GroupRole.admin);
    expect([promote.http, promote.body.msg]).toEqual([403, m.roleAtOrAbove]);
    const owner = await setRole(helper, gid, teacher.uid, GroupRole.member);
    expect(owner.http).toBe(403);
    await ok(setRole(helper, gid, ann.uid, GroupRole.refused));
    const member = await setRole(ann, gid, bob.uid, GroupRole.refused);
    expect([member.http, member.body.msg]).toEqual([403, m.noAccess]);
    const byMember = await setRole(bob, gid, ann.uid, GroupRole.member);
    expect([byMember.http, byMember.body.msg]).toEqual([403, m.noPermission]);
    const stranger = await setRole(helper, gid, eve.uid, GroupRole.member);
    expect([stranger.http, stranger.body.msg]).toEqual([404, m.notMember]);
    expect((await members(helper.client, gid)).records.find((r) => r.uid === bob.uid)?.realname).toBe('');
  });

  it('root hands the group over: the new owner is root, the old one a group admin', async () => {
    const gid = await staffed();
    expect((await setRole(helper, gid, bob.uid, GroupRole.root)).http).toBe(403);
    await ok(setRole(teacher, gid, bob.uid, GroupRole.root));
    expect(await roleOf(teacher.client, gid)).toBe(GroupRole.admin);
    expect(await roleOf(bob.client, gid)).toBe(GroupRole.root);
    expect((await ok<Group>(anyone().get(`/api/get-group-detail?gid=${gid}`))).owner).toBe(bob.username);
  });

  it('kicks below one’s role, never oneself; members exit, the owner may not', async () => {
    const gid = await staffed();
    const self = await del(helper.client, `/api/group/member?gid=${gid}&uid=${helper.uid}`);
    expect([self.http, self.body.msg]).toEqual([400, m.cannotKickSelf]);
    const ownerByAdmin = await del(helper.client, `/api/group/member?gid=${gid}&uid=${teacher.uid}`);
    expect([ownerByAdmin.http, ownerByAdmin.body.msg]).toEqual([403, m.rootRequired]);
    await ok(del(helper.client, `/api/group/member?gid=${gid}&uid=${ann.uid}`));
    expect(await roleOf(ann.client, gid)).toBe(GroupRole.none);
    const ownerExit = await del(teacher.client, `/api/group/member/exit?gid=${gid}`);
    expect([ownerExit.http, ownerExit.body.msg]).toEqual([403, m.ownerCannotExit]);
    await ok(del(bob.client, `/api/group/member/exit?gid=${gid}`));
    const notIn = await del(bob.client, `/api/group/member/exit?gid=${gid}`);
    expect([notIn.http, notIn.body.msg]).toEqual([403, m.noAccess]);
    expect((await ok<Group>(anyone().get(`/api/get-group-detail?gid=${gid}`))).memberCount).toBe(2);
  });

  it('a super admin kicking the owner disbands the group', async () => {
    const gid = await staffed();
    await ok(del(root.client, `/api/group/member?gid=${gid}&uid=${teacher.uid}`));
    expect((await anyone().get(`/api/get-group-detail?gid=${gid}`)).http).toBe(404);
    expect((await ann.client.get(`/api/group/get-member-list?gid=${gid}`)).http).toBe(404);
  });
});

describe('settings and disbanding', () => {
  it('only the root edits; empty values are left as they were; private needs its code', async () => {
    const group = await createGroup(teacher);
    await ok(join(helper, group.id, ''));
    await ok(setRole(teacher, group.id, helper.uid, GroupRole.admin));
    const byAdmin = await helper.client.put('/api/group', { id: group.id, brief: 'Changed by admin' });
    expect([byAdmin.http, byAdmin.body.msg]).toEqual([403, m.rootRequired]);
    const edited = await ok<Group>(
      teacher.client.put('/api/group', { id: group.id, brief: 'A new brief', name: '' }),
    );
    expect(edited).toMatchObject({ brief: 'A new brief', name: group.name });
    const noCode = await teacher.client.put('/api/group', { id: group.id, auth: 3 });
    expect([noCode.http, noCode.body.msg]).toEqual([400, m.codeRequired]);
    await ok(teacher.client.put('/api/group', { id: group.id, auth: 3, code: 'zzz999', visible: false }));
    expect((await anyone().get(`/api/get-group-detail?gid=${group.id}`)).http).toBe(404);
    expect((await ok<Group>(helper.client.get(`/api/get-group-detail?gid=${group.id}`))).visible).toBe(false);
  });

  it('the owner disbands with the code mailed to their own address', async () => {
    const group = await createGroup(teacher);
    expect(
      (await ok<{ disbandNeedsCode: boolean }>(teacher.client.get(`/api/get-group-auth?gid=${group.id}`)))
        .disbandNeedsCode,
    ).toBe(true);
    expect((await ann.client.post('/api/group/disband-code', { gid: group.id })).http).toBe(403);
    await ok(teacher.client.post('/api/group/disband-code', { gid: group.id }));
    const code = codeIn(await t.smtp.mailTo(teacher.email));
    const path = (email: string, c: string) =>
      `/api/group?gid=${group.id}&email=${encodeURIComponent(email)}&code=${c}`;
    const noEmail = await del(teacher.client, `/api/group?gid=${group.id}&code=${code}`);
    expect([noEmail.http, noEmail.body.msg]).toEqual([400, m.emailRequired]);
    const badFormat = await del(teacher.client, path('not-an-email', code));
    expect([badFormat.http, badFormat.body.msg]).toEqual([400, m.emailFormat]);
    const shortCode = await del(teacher.client, path(teacher.email, '123'));
    expect([shortCode.http, shortCode.body.msg]).toEqual([400, m.disbandCodeRequired]);
    const other = await del(teacher.client, path(ann.email, code));
    expect([other.http, other.body.msg]).toEqual([400, m.emailNotYours]);
    const wrong = await del(teacher.client, path(teacher.email, code === '000000' ? '111111' : '000000'));
    expect([wrong.http, wrong.body.msg]).toEqual([400, m.codeInvalid]);
    const byOutsider = await del(ann.client, path(ann.email, code));
    expect([byOutsider.http, byOutsider.body.msg]).toEqual([403, m.rootRequired]);
    await ok(del(teacher.client, path(teacher.email, code)));
    expect((await anyone().get(`/api/get-group-detail?gid=${group.id}`)).http).toBe(404);
  });
});

describe('a private group and its rooms', () => {
  it('never shows its members to non-members, and pushes member changes to members only', async () => {
    const group = await createGroup(teacher, { auth: 3, code: 'room12' });
    expect((await anyone().get(`/api/group/get-member-list?gid=${group.id}`)).http).toBe(401);
    expect((await eve.client.get(`/api/group/get-member-list?gid=${group.id}`)).http).toBe(403);
    const owner = new LiveTestClient(t.url, { token: teacher.client.token });
    const outsider = new LiveTestClient(t.url, { token: eve.client.token });
    try {
      await Promise.all([owner.connected(), outsider.connected()]);
      expect((await owner.join(`group:${group.id}:members`)).ok).toBe(true);
      expect(await outsider.join(`group:${group.id}:members`)).toMatchObject({
        ok: false,
        error: { status: 403 },
      });
      expect((await outsider.join(`group:${group.id}`)).ok).toBe(true);
      await ok(join(ann, group.id, 'Let me in please', 'room12'));
      await until(() => owner.positions(`group:${group.id}:members`).length === 1);
      expect(owner.applied.find((c) => c.room === `group:${group.id}:members`)?.payload).toEqual({
        kind: 'reload',
      });
      await until(() => outsider.positions(`group:${group.id}`).length === 1);
      expect(outsider.applied.every((c) => c.room === `group:${group.id}`)).toBe(true);
    } finally {
      owner.close();
      outsider.close();
    }
  });
});

describe('the read model', () => {
  it('is the same after a rebuild', async () => {
    await quiet(t);
    const read = async () =>
      Promise.all([
        ok<Page<Group>>(root.client.get('/api/get-group-list?limit=120')),
        ...(await ok<Page<Group>>(root.client.get('/api/get-group-list?limit=120'))).records.map((g) =>
          ok<Page<Member>>(root.client.get(`/api/group/get-member-list?gid=${g.id}&limit=100`)),
        ),
      ]);
    const before = await read();
    await resetProjection(t.server.services.db, groupsProjection);
    await until(async () => JSON.stringify(await read().catch(() => null)) === JSON.stringify(before));
  });
});
