import { GroupRole, groupMessages as m, SubmissionStatus } from '@oj/events';
import { groupRanksProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { contestFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, quiet } from '../trust/roleMatrix/api';

// Group contests, submissions, rank and avatar through the HTTP API and the rooms (spec 03 sections 2.5,
// 2.8, 6; issue 21 part 2): who creates and manages a group's contests, that a protected or private
// group's contests refuse non-members everywhere (reads and rooms) and stay out of the public list, the
// group's submissions and rank (moved by verdicts, ACM and OI, search, real names), the avatar upload,
// and the rank read model against a rebuild.

let t: TestServer;
let root: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let eve: TestAccount;
let gid: number;
let pid: number;
let pid2: number;
let cid: number;

type Page<T> = { records: T[]; total: number };
type ContestRow = { id: number; title: string; gid: number | null; manageable?: boolean; visible: boolean };
type RankRow = {
  rank: number;
  username: string;
  ac: number;
  total: number;
  score: number;
  realname: string | null;
};
type StatusRow = { submitId: number; username: string; status: number; cid: number };

const HOUR = 3_600_000;
const anyone = () => new ApiClient(t.url);
const groupForm = (fields: Record<string, unknown> = {}) => ({
  name: t.uniqueName('Class '),
  shortName: 'class',
  brief: 'A class of ours',
  description: 'We meet on Mondays',
  auth: 3,
  code: 'abc123',
  visible: true,
  ...fields,
});
const newContest = (who: TestAccount, fields: Record<string, unknown> = {}) =>
  who.client.post('/api/admin/contest', {
    ...contestFields(Date.now() - HOUR, Date.now() + HOUR, { title: t.uniqueName('Group round ') }),
    gid,
    ...fields,
  });
const rank = (who: ApiClient, query = '') =>
  ok<Page<RankRow>>(who.get(`/api/get-group-rank-list?gid=${gid}${query}`));
const judge = (submitId: number, status: number, score?: number) =>
  ok(
    root.client.get(
      `/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}${score === undefined ? '' : `&score=${score}`}`,
    ),
  );
const submit = async (who: TestAccount, inCid: number, problem = pid) =>
  (
    await ok<{ submitId: number }>(
      who.client.post('/api/submit-problem-judge', {
        pid: problem,
        cid: inCid,
        language: 'C++',
        code: 'int main(){}',
      }),
    )
  ).submitId;

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
  await ok(root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }));
  gid = (await ok<{ id: number }>(teacher.client.post('/api/group', groupForm()))).id;
  for (const who of [helper, ann, bob])
    await ok(who.client.post('/api/group/member', { gid, reason: 'Let me in please', code: 'abc123' }));
  for (const who of [helper, ann, bob])
    await ok(teacher.client.put('/api/group/member', { gid, uid: who.uid, auth: GroupRole.member }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: GroupRole.admin }));
  pid = (await createProblem(root)).pid;
  pid2 = (await createProblem(root)).pid;
}, 120_000);
afterAll(() => t.close());

describe("a group's contests", () => {
  it('are created by its admins and root (super admins too), never by members or outsiders', async () => {
    for (const who of [ann, eve]) {
      const refused = await newContest(who);
      expect([refused.http, refused.body.msg]).toEqual([403, who === ann ? m.noPermission : m.noAccess]);
    }
    expect((await anyone().post('/api/admin/contest', { gid })).http).toBe(401);
    cid = (await ok<{ cid: number }>(newContest(teacher))).cid;
    await ok(teacher.client.post('/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' }));
    await ok(
      teacher.client.post('/api/admin/contest/add-problem-from-public', { cid, pid: pid2, displayId: 'B' }),
    );
    const info = await ok<ContestRow>(teacher.client.get(`/api/get-contest-info?cid=${cid}`));
    expect(info.gid).toBe(gid);
  });

  it('stay out of the public contest list and the back office list, and are listed for members', async () => {
    const everyone = await ok<Page<ContestRow>>(root.client.get('/api/get-contest-list?limit=100'));
    expect(everyone.records.map((r) => r.id)).not.toContain(cid);
    const office = await ok<Page<ContestRow>>(
      root.client.get('/api/admin/contest/get-contest-list?limit=100'),
    );
    expect(office.records.map((r) => r.id)).not.toContain(cid);
    const listed = await ok<Page<ContestRow>>(ann.client.get(`/api/group/get-contest-list?gid=${gid}`));
    expect(listed.records.map((r) => r.id)).toEqual([cid]);
    expect((await eve.client.get(`/api/group/get-contest-list?gid=${gid}`)).http).toBe(403);
    expect((await anyone().get(`/api/group/get-contest-list?gid=${gid}`)).http).toBe(401);
  });

  it("refuse a private group's non-members on every read and room, and admit its members", async () => {
    const reads = [
      `/api/get-contest-info?cid=${cid}`,
      `/api/get-contest-problem?cid=${cid}`,
      `/api/get-contest-announcement?cid=${cid}`,
    ];
    for (const path of reads) {
      const refused = await eve.client.get(path);
      expect([refused.http, refused.body.msg], path).toEqual([
        403,
        "Only the group's members may enter its contests",
      ]);
      expect((await anyone().get(path)).http, path).toBe(401);
    }
    expect((await eve.client.post('/api/register-contest', { cid })).http).toBe(403);
    await ok(ann.client.get(`/api/get-contest-problem?cid=${cid}`));
    const outsider = new LiveTestClient(t.url, { token: eve.client.token });
    const member = new LiveTestClient(t.url, { token: ann.client.token });
    try {
      await Promise.all([outsider.connected(), member.connected()]);
      for (const room of [
        `contest:${cid}:board`,
        `contest:${cid}:submissions`,
        `contest:${cid}:announcements`,
      ]) {
        expect(await outsider.join(room), room).toMatchObject({ ok: false, error: { status: 403 } });
        expect((await member.join(room)).ok, room).toBe(true);
      }
    } finally {
      outsider.close();
      member.close();
    }
  });

  it("are managed by the group's root or their creator only (spec 03 section 6)", async () => {
    const own = (await ok<{ cid: number }>(newContest(helper))).cid;
    const adminList = await ok<Page<ContestRow>>(
      helper.client.get(`/api/group/get-admin-contest-list?gid=${gid}`),
    );
    expect(Object.fromEntries(adminList.records.map((r) => [r.id, r.manageable]))).toEqual({
      [cid]: false,
      [own]: true,
    });
    const edit = await helper.client.put('/api/admin/contest', { cid, title: 'Not mine' });
    expect([edit.http, edit.body.msg]).toEqual([
      403,
      "Only the group's root or the contest's creator may manage this contest",
    ]);
    expect((await helper.client.get(`/api/file/download-contest-ac-submission?cid=${cid}`)).http).toBe(403);
    expect((await ann.client.get(`/api/group/get-admin-contest-list?gid=${gid}`)).http).toBe(403);
    // The root manages every contest of the group, the helper's own too.
    await ok(teacher.client.put('/api/admin/contest/change-contest-visible', { cid: own, visible: false }));
    const members = await ok<Page<ContestRow>>(ann.client.get(`/api/group/get-contest-list?gid=${gid}`));
    expect(members.records.map((r) => r.id)).toEqual([cid]);
    expect((await ann.client.get(`/api/get-contest-info?cid=${own}`)).http).toBe(404);
    // A group admin picks problems from the public bank only, never a private one.
    const hidden = (await createProblem(root, { auth: 2 })).pid;
    const picked = await helper.client.post('/api/admin/contest/add-problem-from-public', {
      cid: own,
      pid: hidden,
      displayId: 'A',
    });
    expect([picked.http, picked.body.msg]).toEqual([
      403,
      'Only public problems may be added from the public bank',
    ]);
    // From the group's own bank by its problem ID: none of that ID here; never into a site contest.
    const unknown = await teacher.client.post('/api/admin/contest/add-problem-from-group', {
      cid,
      problemId: 'nothing-here',
      displayId: 'C',
    });
    expect([unknown.http, unknown.body.msg]).toEqual([404, 'The group has no problem with this ID']);
    await ok(helper.client.call('DELETE', `/api/admin/contest?cid=${own}`));
    // A member demoted loses what they created; a plain user never reaches a site contest's admin routes.
    const site = (
      await ok<{ cid: number }>(
        root.client.post('/api/admin/contest', contestFields(Date.now(), Date.now() + HOUR)),
      )
    ).cid;
    expect((await helper.client.put('/api/admin/contest', { cid: site, title: 'x' })).http).toBe(403);
    const intoSite = await root.client.post('/api/admin/contest/add-problem-from-group', {
      cid: site,
      problemId: 'x',
      displayId: 'A',
    });
    expect([intoSite.http, intoSite.body.msg]).toEqual([
      400,
      'Only a group contest takes problems from a group',
    ]);
    const zip = await fetch(`${t.url}/api/file/download-contest-ac-submission?cid=${cid}`, {
      headers: { Authorization: teacher.client.token ?? '' },
    });
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
  });
});

describe("a group's submissions and rank", () => {
  it('lists the group contest submissions to members only, and ranks members by ACM and OI', async () => {
    const a1 = await submit(ann, cid);
    const b1 = await submit(bob, cid);
    await judge(a1, SubmissionStatus.accepted);
    await judge(b1, SubmissionStatus.wrongAnswer);
    const b2 = await submit(bob, cid, pid2);
    await judge(b2, SubmissionStatus.partialAccepted, 60);
    await quiet(t);
    const listed = await ok<Page<StatusRow>>(ann.client.get(`/api/group/get-submission-list?gid=${gid}`));
    expect(listed.records.map((r) => [r.submitId, r.status])).toEqual([
      [b2, SubmissionStatus.partialAccepted],
      [b1, SubmissionStatus.wrongAnswer],
      [a1, SubmissionStatus.accepted],
    ]);
    const mine = await ok<Page<StatusRow>>(
      bob.client.get(`/api/group/get-submission-list?gid=${gid}&onlyMine=true`),
    );
    expect(mine.total).toBe(2);
    expect((await eve.client.get(`/api/group/get-submission-list?gid=${gid}`)).http).toBe(403);
    expect((await anyone().get(`/api/group/get-submission-list?gid=${gid}`)).http).toBe(401);
    // The group's submissions stay out of the public status list.
    const publicList = await ok<Page<StatusRow>>(eve.client.get('/api/get-submission-list?limit=100'));
    expect(publicList.records.map((r) => r.submitId)).not.toContain(a1);

    const acm = await rank(ann.client);
    expect(acm.records.slice(0, 2).map((r) => [r.rank, r.username, r.ac, r.total])).toEqual([
      [1, ann.username, 1, 1],
      [2, bob.username, 0, 2],
    ]);
    expect(acm.total).toBe(4);
    expect(acm.records.every((r) => r.realname === null)).toBe(true);
    const oi = await rank(ann.client, '&type=OI');
    expect(oi.records.slice(0, 2).map((r) => [r.username, r.score])).toEqual([
      [ann.username, 100],
      [bob.username, 60],
    ]);
    const searched = await rank(teacher.client, `&keyword=${bob.username}`);
    expect(searched.records.map((r) => [r.rank, r.username])).toEqual([[2, bob.username]]);
    expect(searched.records[0]?.realname).not.toBeNull();
    expect((await eve.client.get(`/api/get-group-rank-list?gid=${gid}`)).http).toBe(403);
    const bad = await ann.client.get(`/api/get-group-rank-list?gid=${gid}&type=XYZ`);
    expect(bad.http).toBe(400);
    expect((await ann.client.get('/api/get-group-rank-list?gid=1.5')).http).toBe(400);
  });

  it('pushes reloads to members in the rank and status rooms, never to outsiders', async () => {
    const member = new LiveTestClient(t.url, { token: bob.client.token });
    const outsider = new LiveTestClient(t.url, { token: eve.client.token });
    try {
      await Promise.all([member.connected(), outsider.connected()]);
      for (const room of [`group:${gid}:rank`, `group:${gid}:status`]) {
        expect((await member.join(room)).ok, room).toBe(true);
        expect(await outsider.join(room), room).toMatchObject({ ok: false, error: { status: 403 } });
      }
      const anon = new LiveTestClient(t.url);
      await anon.connected();
      expect(await anon.join(`group:${gid}:rank`)).toMatchObject({ ok: false, error: { status: 401 } });
      anon.close();
      const submitId = await submit(bob, cid);
      await until(() => member.positions(`group:${gid}:status`).length >= 1);
      await judge(submitId, SubmissionStatus.accepted);
      await until(
        async () => (await rank(bob.client)).records.find((r) => r.username === bob.username)?.ac === 1,
      );
      await until(() => member.positions(`group:${gid}:rank`).length >= 2);
      expect(member.applied.every((c) => JSON.stringify(c.payload) === '{"kind":"reload"}')).toBe(true);
    } finally {
      member.close();
      outsider.close();
    }
  });

  it('hides a sealed group contest verdict in the group list as the contest does', async () => {
    const now = Date.now();
    const sealed = (
      await ok<{ cid: number }>(
        newContest(teacher, {
          sealRank: true,
          sealRankTime: new Date(now - HOUR / 2).toISOString(),
          autoRealRank: false,
        }),
      )
    ).cid;
    await ok(
      teacher.client.post('/api/admin/contest/add-problem-from-public', { cid: sealed, pid, displayId: 'A' }),
    );
    const s = await submit(ann, sealed);
    await judge(s, SubmissionStatus.accepted);
    await quiet(t);
    const seenByBob = await ok<Page<StatusRow>>(bob.client.get(`/api/group/get-submission-list?gid=${gid}`));
    expect(seenByBob.records.find((r) => r.submitId === s)?.status).toBe(SubmissionStatus.unknown);
    const seenByRoot = await ok<Page<StatusRow>>(
      teacher.client.get(`/api/group/get-submission-list?gid=${gid}`),
    );
    expect(seenByRoot.records.find((r) => r.submitId === s)?.status).toBe(SubmissionStatus.accepted);
    // The rank leaves out what the seal hides, until the seal is lifted.
    const h = await submit(helper, sealed);
    await judge(h, SubmissionStatus.accepted);
    await quiet(t);
    const helperRow = async () =>
      (await rank(teacher.client)).records.find((r) => r.username === helper.username);
    expect(await helperRow()).toMatchObject({ ac: 0, total: 1 });
    await ok(teacher.client.put('/api/admin/contest', { cid: sealed, sealRank: false }));
    await until(async () => (await helperRow())?.ac === 1);
  });

  it("lists a group problem's practice submissions in the group only, and adds it to a contest by its ID", async () => {
    // The group's short name ('class') is put in front of the ID it is given.
    const { pid: own, problemId } = await ok<{ pid: number; problemId: string }>(
      teacher.client.post('/api/group/problem', {
        gid,
        problem: { problemId: t.uniqueName('gp-'), title: 'Our own sum' },
        testCases: [{ input: '1 2\n', output: '3\n' }],
      }),
    );
    const sent = await ok<{ submitId: number }>(
      ann.client.post('/api/submit-problem-judge', { pid: own, gid, language: 'C++', code: 'int main(){}' }),
    );
    await judge(sent.submitId, SubmissionStatus.accepted);
    await quiet(t);
    const listed = await ok<Page<StatusRow>>(bob.client.get(`/api/group/get-submission-list?gid=${gid}`));
    expect(listed.records[0]).toMatchObject({
      submitId: sent.submitId,
      status: SubmissionStatus.accepted,
      cid: 0,
    });
    for (const who of [eve.client, root.client]) {
      const everyone = await ok<Page<StatusRow>>(who.get('/api/get-submission-list?limit=100'));
      expect(everyone.records.map((r) => r.submitId)).not.toContain(sent.submitId);
    }
    // Its detail is its author's and its group's; an outsider hears it does not exist.
    await ok(bob.client.get(`/api/get-submission-detail?submitId=${sent.submitId}`));
    expect((await eve.client.get(`/api/get-submission-detail?submitId=${sent.submitId}`)).http).toBe(404);
    // The group contest takes it from the group's bank by its ID.
    await ok(
      teacher.client.post('/api/admin/contest/add-problem-from-group', { cid, problemId, displayId: 'C' }),
    );
    const problems = await ok<{ displayId: string; pid: number }[]>(
      ann.client.get(`/api/get-contest-problem?cid=${cid}`),
    );
    expect(problems.map((p) => [p.displayId, p.pid])).toContainEqual(['C', own]);
  });

  it('is the same after a rebuild', async () => {
    await quiet(t);
    const read = () =>
      Promise.all([
        rank(teacher.client),
        rank(teacher.client, '&type=OI'),
        ok(teacher.client.get(`/api/group/get-submission-list?gid=${gid}&limit=100`)),
      ]);
    const before = await read();
    await resetProjection(t.server.services.db, groupRanksProjection);
    await until(async () => JSON.stringify(await read().catch(() => null)) === JSON.stringify(before));
  });
});

describe("a group's avatar", () => {
  it('is uploaded by its root as a checked image, and shown on the card', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (who: ApiClient, name = 'a.png', bytes: Buffer = png, forGid = gid) => {
      const form = new FormData();
      form.set('gid', String(forGid));
      form.set(
        'image',
        new Blob([new Uint8Array(bytes)], { type: name.endsWith('.png') ? 'image/png' : 'text/plain' }),
        name,
      );
      return who.call('POST', '/api/file/upload-group-avatar', form);
    };
    const refused = await upload(helper.client);
    expect([refused.http, refused.body.msg]).toEqual([403, m.rootRequired]);
    const wrongType = await upload(teacher.client, 'a.txt', Buffer.from('hello'));
    expect([wrongType.http, wrongType.body.msg]).toEqual([400, 'File type not support']);
    const tooBig = await upload(teacher.client, 'a.png', Buffer.alloc(2 * 1024 * 1024 + 10));
    expect([tooBig.http, tooBig.body.msg]).toEqual([400, 'Exceed max size limit']);
    expect((await upload(teacher.client, 'a.png', png, 0)).http).toBe(400);
    const group = await ok<{ avatar: string }>(upload(teacher.client));
    expect(group.avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{32}-[0-9a-f]{16}\.png$/);
    const card = await ok<{ avatar: string }>(ann.client.get(`/api/get-group-detail?gid=${gid}`));
    expect(card.avatar).toBe(group.avatar);
    const image = await fetch(`${t.url}${group.avatar}`);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(200);
  });
});
