import { checkerCompileWait, NO_JUDGE_MESSAGE, ROLE } from '@oj/server';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/testServer';
import { ok } from '../trust/roleMatrix/api';
import { formOf, testCaseZip } from '../trust/roleMatrix/files';

// The group problem form (spec 03 "Group problem" and §7.2; issue 21): the group's short name is a fixed
// prefix of every problem ID of the group, and the group's admins upload a test data zip for their
// group's problems (the admins' upload with its refusals), never for another's.

let t: TestServer;
let root: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let member: TestAccount;
let rival: TestAccount;
let gid: number;
let rivalGid: number;

type Problem = { pid: number; problemId: string };
type Loaded = { problemId: string; testCases: { inputName: string }[] };

const groupOf = async (owner: TestAccount, shortName: string) =>
  (
    await ok<{ id: number }>(
      owner.client.post('/api/group', {
        name: t.uniqueName('Problem class '),
        shortName,
        brief: 'A brief line',
        description: 'Problems of our own',
        auth: 1,
        visible: true,
      }),
    )
  ).id;
const create = (who: TestAccount, group: number, problemId: string) =>
  who.client.post('/api/group/problem', {
    gid: group,
    problem: { problemId, title: `Group ${problemId}` },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
const upload = (who: TestAccount, group: number, pid: number, file: Blob = testCaseZip()) =>
  who.client.call('POST', `/api/group/upload-testcase-zip?gid=${group}&pid=${pid}`, formOf({ file }));
const zipOf = (files: Record<string, string>) =>
  new File(
    [zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)])))],
    'cases.zip',
    { type: 'application/zip' },
  );

beforeAll(async () => {
  t = await startTestServer();
  [root, teacher, helper, member, rival] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await ok(root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }));
  gid = await groupOf(teacher, 'klass');
  rivalGid = await groupOf(rival, 'rival');
  for (const who of [helper, member]) await ok(who.client.post('/api/group/member', { gid }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: 4 }));
}, 120_000);
afterAll(() => t.close());

const shortNameOf = async (group: number) =>
  (await ok<{ shortName: string }>(teacher.client.get(`/api/get-group-detail?gid=${group}`))).shortName;

describe("a group problem's ID", () => {
  it("always begins with the group's short name, on create and on edit", async () => {
    const prefix = await shortNameOf(gid);
    const bare = t.uniqueName('A').replace(/[^A-Za-z0-9]/g, '');
    const made = await ok<Problem>(create(teacher, gid, bare));
    expect(made.problemId).toBe(`${prefix}${bare}`);
    const loaded = await ok<Loaded>(teacher.client.get(`/api/group/problem?gid=${gid}&pid=${made.pid}`));
    expect(loaded.problemId).toBe(`${prefix}${bare}`);

    // One sent with the prefix keeps it once.
    const whole = `${prefix}${t.uniqueName('B').replace(/[^A-Za-z0-9]/g, '')}`;
    expect((await ok<Problem>(create(teacher, gid, whole))).problemId).toBe(whole);
    // Problem IDs are one whatever their case: the prefix in capitals is the prefix.
    const shouted = `${prefix.toUpperCase()}${t.uniqueName('D').replace(/[^A-Za-z0-9]/g, '')}`;
    expect((await ok<Problem>(create(teacher, gid, shouted))).problemId).toBe(shouted);

    // An edit to a bare ID gets the prefix back; the public bank's problems have none of this.
    const renamed = t.uniqueName('C').replace(/[^A-Za-z0-9]/g, '');
    await ok(
      teacher.client.put('/api/group/problem', { gid, pid: made.pid, problem: { problemId: renamed } }),
    );
    const edited = await ok<Loaded>(teacher.client.get(`/api/group/problem?gid=${gid}&pid=${made.pid}`));
    expect(edited.problemId).toBe(`${prefix}${renamed}`);
  });

  it('is refused, not cut, when the prefixed ID breaks the ID rule', async () => {
    const long = 'x'.repeat(48);
    const reply = await create(teacher, gid, long);
    expect(reply.http).toBe(400);
    expect(reply.body.msg).toContain('problem ID');
  });
});

describe("a group problem's test data zip", () => {
  it("is uploaded by the problem's author among the group admins and by the root, with the admins' refusals", async () => {
    const mine = await ok<Problem>(create(helper, gid, t.uniqueName('Z').replace(/[^A-Za-z0-9]/g, '')));
    expect(
      await ok<{ count: number }>(
        upload(
          helper,
          gid,
          mine.pid,
          zipOf({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.out': '4\n' }),
        ),
      ),
    ).toEqual({ count: 2 });
    const loaded = await ok<Loaded>(helper.client.get(`/api/group/problem?gid=${gid}&pid=${mine.pid}`));
    expect(loaded.testCases.map((c) => c.inputName)).toEqual(['1.in', '2.in']);
    expect(await ok<{ count: number }>(upload(teacher, gid, mine.pid))).toEqual({ count: 1 });

    // The zip refusals of the admins' upload.
    const unpaired = await upload(helper, gid, mine.pid, zipOf({ '1.in': '1 2\n' }));
    expect(unpaired.http).toBe(400);
    const notZip = await upload(helper, gid, mine.pid, new File(['plain text'], 'cases.zip'));
    expect(notZip.http).toBe(400);
    const unchanged = await ok<Loaded>(helper.client.get(`/api/group/problem?gid=${gid}&pid=${mine.pid}`));
    expect(unchanged.testCases).toHaveLength(1);
  });

  it('is refused to members, other admins of the group, other groups and for problems outside the group', async () => {
    const owners = await ok<Problem>(create(teacher, gid, t.uniqueName('Y').replace(/[^A-Za-z0-9]/g, '')));
    // A member is no group admin; the helper did not write the owner's problem.
    expect((await upload(member, gid, owners.pid)).http).toBe(403);
    expect((await upload(helper, gid, owners.pid)).http).toBe(403);
    // Another group's root, through their own group or ours.
    expect((await upload(rival, rivalGid, owners.pid)).http).toBe(404);
    expect((await upload(rival, gid, owners.pid)).http).toBe(403);
    // A public bank problem is not the group's.
    const publicOne = await ok<{ pid: number }>(
      root.client.post('/api/admin/problem', {
        problem: { problemId: t.uniqueName('pub').replace(/[^A-Za-z0-9]/g, ''), title: 'Public' },
        testCases: [{ input: '1\n', output: '1\n' }],
      }),
    );
    expect((await upload(teacher, gid, publicOne.pid)).http).toBe(404);
    // Its test data goes back out the same way: to its root or author, never to others.
    const download = (who: TestAccount) =>
      fetch(`${t.url}/api/group/download-testcase?gid=${gid}&pid=${owners.pid}`, {
        headers: who.client.token ? { Authorization: who.client.token } : {},
      });
    const zip = await download(teacher);
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(0);
    for (const who of [helper, member, rival]) expect((await download(who)).status).toBe(403);
    // The refusals changed nothing.
    const loaded = await ok<Loaded>(teacher.client.get(`/api/group/problem?gid=${gid}&pid=${owners.pid}`));
    expect(loaded.testCases).toHaveLength(1);
  });
});

describe("a group problem's checker", () => {
  it("is compiled for the group's admins (queued for a runner), never for members or outsiders", async () => {
    const saved = checkerCompileWait.timeoutMs;
    // No judge runner here: an admitted request is queued and answers that nobody compiled it.
    checkerCompileWait.timeoutMs = 300;
    try {
      const compile = (who: TestAccount, group = gid) =>
        who.client.post(`/api/group/compile-checker?gid=${group}`, {
          language: 'C++',
          code: 'int main() { return 0; }\n',
        });
      for (const admin of [teacher, helper]) {
        const queued = await compile(admin);
        expect([queued.http, queued.body.msg]).toEqual([409, NO_JUDGE_MESSAGE]);
      }
      expect((await compile(member)).http).toBe(403);
      expect((await compile(rival)).http).toBe(403);
      expect((await compile(rival, rivalGid)).http).toBe(409);
      expect(
        (await member.client.post('/api/admin/problem/compile-checker', { language: 'C++', code: 'x' })).http,
      ).toBe(403);
    } finally {
      checkerCompileWait.timeoutMs = saved;
    }
  });
});
