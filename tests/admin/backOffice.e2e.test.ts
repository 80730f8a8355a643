import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { createContest, createProblem, ok, quiet, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judge, judgeApi, judgedCase } from '../trust/roleMatrix/judging';

// The back office's API (issue 22, spec 03 §2.9 and §7.2): the dashboard, discussion moderation and
// reports, problem auth and type, and the audit's heartbeat and contest filters. One server for the file.

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
const visitor = () => new ApiClient(t.url);
const BROWSER = 'BackOfficeTest/1.0 (X11; Linux x86_64)';

type Dashboard = {
  counts: { users: number; problems: number; contests: number; submissionsToday: number };
  sessions: { username: string; ip: string | null; userAgent: string | null; gmtCreate: string }[];
  runners: { name: string; state: string; slots: number; busy: number }[];
  liveSockets: number;
};
type AuditPage = { records: { position: number; stream: string; type: string }[] };
type Report = { did: number; reportNo: number; status: number; title: string | null };

const dashboard = (who: TestAccount) => ok<Dashboard>(who.client.get('/api/admin/dashboard/info'));
const audit = (query: string) => ok<AuditPage>(root.client.get(`/api/admin/audit/events?limit=200&${query}`));
const reports = (who: TestAccount) =>
  ok<{ records: Report[] }>(who.client.get('/api/admin/discussion-report?limit=100'));

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  // The admin signs in again from a browser the dashboard names.
  const login = await admin.client.call(
    'POST',
    '/api/login',
    { username: admin.username, password: admin.password },
    { 'User-Agent': BROWSER },
  );
  expect(login.body.status).toBe(200);
  // Practice and contest submissions follow each other within seconds here.
  await ok(root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }));
});
afterAll(() => t.close());

describe('the dashboard', () => {
  it('is for admin roles only', async () => {
    expect((await visitor().get('/api/admin/dashboard/info')).http).toBe(401);
    expect((await ann.client.get('/api/admin/dashboard/info')).http).toBe(403);
  });

  it('counts users, problems, contests and the submissions of today', async () => {
    const before = await dashboard(admin);
    expect(before.counts).toEqual({ users: 4, problems: 0, contests: 0, submissionsToday: 0 });
    const { pid } = await createProblem(admin);
    const now = Date.now();
    await createContest(admin, pid, {
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    });
    await submitPractice(ann, pid);
    await quiet(t);
    expect((await dashboard(admin)).counts).toEqual({
      users: 4,
      problems: 1,
      contests: 1,
      submissionsToday: 1,
    });
  });

  it("lists every sign-in with its browser to the super admin, and only the reader's own to other admins", async () => {
    const everyone = (await dashboard(root)).sessions;
    expect(everyone.map((s) => s.username)).toEqual(
      expect.arrayContaining([root.username, admin.username, ann.username, bob.username]),
    );
    expect(everyone[0]).toMatchObject({
      username: admin.username,
      userAgent: BROWSER,
      ip: expect.any(String),
    });
    const own = (await dashboard(admin)).sessions;
    expect(own).toHaveLength(2);
    expect(new Set(own.map((s) => s.username))).toEqual(new Set([admin.username]));
  });

  it('shows each judge runner with its slots, and the live sockets of this node', async () => {
    await judgeApi(t, 'heartbeat', {
      runner: 'dash-runner',
      slots: 4,
      busy: 1,
      load: 0.5,
      version: '1.0',
      state: 'online',
    });
    const before = await dashboard(admin);
    expect(before.runners).toContainEqual(
      expect.objectContaining({ name: 'dash-runner', state: 'online', slots: 4, busy: 1 }),
    );
    const socket = new LiveTestClient(t.url);
    try {
      await socket.connected();
      expect((await dashboard(admin)).liveSockets).toBe(before.liveSockets + 1);
    } finally {
      socket.close();
    }
  });
});

describe('discussion moderation and reports', () => {
  let category: number;
  let did: number;

  beforeAll(async () => {
    const categories = await ok<{ id: number }[]>(
      root.client.post('/api/discussion-category', [{ name: 'Back office' }]),
    );
    category = categories[0]?.id ?? 0;
    await ok(
      root.client.put('/api/admin/switch/update', {
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 0,
      }),
    );
    ({ id: did } = await ok<{ id: number }>(
      ann.client.post('/api/discussion', {
        title: 'Reported',
        description: 'A discussion someone reports',
        content: 'Buy things',
        categoryId: category,
      }),
    ));
    await ok(bob.client.post('/api/discussion-report', { did, content: '#Plagiarism# copied' }));
  });

  it('lists reports as unhandled, then marks one handled and back, by admin roles only', async () => {
    expect((await reports(admin)).records).toContainEqual(
      expect.objectContaining({ did, reportNo: 1, status: 0 }),
    );
    const mark = (who: TestAccount, status: number, reportNo = 1) =>
      who.client.put('/api/admin/discussion-report', { did, reportNo, status });
    expect((await mark(ann, 1)).http).toBe(403);
    await ok(mark(admin, 1));
    expect((await reports(admin)).records).toContainEqual(
      expect.objectContaining({ did, reportNo: 1, status: 1 }),
    );
    // Marking it handled again changes nothing: the stream keeps its length.
    const length = (await t.store.readStream(`discussion-${did}`)).length;
    await ok(mark(admin, 1));
    expect(await t.store.readStream(`discussion-${did}`)).toHaveLength(length);
    await ok(mark(admin, 0));
    expect((await reports(admin)).records).toContainEqual(
      expect.objectContaining({ did, reportNo: 1, status: 0 }),
    );
  });

  it('answers a wrong report or status with its own message', async () => {
    const put = (body: Record<string, unknown>) => admin.client.put('/api/admin/discussion-report', body);
    expect((await put({ did, reportNo: 2, status: 1 })).body).toMatchObject({
      status: 404,
      msg: 'The report does not exist',
    });
    expect((await put({ did, reportNo: 1, status: 2 })).body).toMatchObject({
      status: 400,
      msg: 'The status must be 0 (unhandled) or 1 (handled)',
    });
    expect((await put({ did: 'x', reportNo: 1, status: 1 })).body.status).toBe(400);
  });

  it('moderates from the back office while the public area is closed, and deletes', async () => {
    await ok(admin.client.put('/api/admin/discussion', { id: did, status: 1, topPriority: true }));
    await ok(root.client.put('/api/admin/switch/update', { openPublicDiscussion: false }));
    try {
      expect((await ann.client.get('/api/get-discussion-list')).http).toBe(403);
      const listed = await ok<{ records: { id: number; status: number; topPriority: boolean }[] }>(
        admin.client.get('/api/admin/get-discussion-list?keyword=Reported'),
      );
      expect(listed.records).toContainEqual(
        expect.objectContaining({ id: did, status: 1, topPriority: true }),
      );
      expect((await ann.client.get('/api/admin/get-discussion-list')).http).toBe(403);
      expect((await ann.client.call('DELETE', `/api/admin/discussion?did=${did}`)).http).toBe(403);
      await ok(admin.client.call('DELETE', `/api/admin/discussion?did=${did}`));
      const after = await ok<{ records: { id: number }[] }>(
        admin.client.get('/api/admin/get-discussion-list'),
      );
      expect(after.records.map((r) => r.id)).not.toContain(did);
    } finally {
      await ok(root.client.put('/api/admin/switch/update', { openPublicDiscussion: true }));
    }
    // A deleted discussion's report is still listed and still handled.
    await ok(admin.client.put('/api/admin/discussion-report', { did, reportNo: 1, status: 1 }));
    expect((await reports(admin)).records).toContainEqual(
      expect.objectContaining({ did, reportNo: 1, status: 1, discussionDeleted: true }),
    );
  });
});

describe('problem auth and type', () => {
  const fieldsOf = (pid: number) =>
    ok<{ auth: number; type: number }>(admin.client.get(`/api/admin/problem?pid=${pid}`));

  it('changes one problem, with a message for a wrong value or problem', async () => {
    const { pid } = await createProblem(admin);
    await ok(admin.client.put('/api/admin/change-problem-auth', { pid, auth: 2 }));
    await ok(admin.client.put('/api/admin/change-problem-type', { pid, type: 1 }));
    expect(await fieldsOf(pid)).toMatchObject({ auth: 2, type: 1 });
    expect((await admin.client.put('/api/admin/change-problem-auth', { pid, auth: 4 })).body).toMatchObject({
      status: 400,
      msg: 'The auth must be 1 (public), 2 (private) or 3 (contest)',
    });
    expect((await admin.client.put('/api/admin/change-problem-type', { pid, type: 2 })).body).toMatchObject({
      status: 400,
      msg: 'The type must be 0 (ACM) or 1 (OI)',
    });
    expect(
      (await admin.client.put('/api/admin/change-problem-auth', { pid: 99_999, auth: 1 })).body,
    ).toMatchObject({ status: 404, msg: 'The problem does not exist' });
    expect((await ann.client.put('/api/admin/change-problem-auth', { pid, auth: 1 })).http).toBe(403);
  });

  it('changes a batch, all or nothing when one problem is missing', async () => {
    const first = await createProblem(admin);
    const second = await createProblem(admin);
    const batch = (body: Record<string, unknown>) =>
      admin.client.put('/api/admin/batch-change-problem', body);
    expect(await ok(batch({ pids: [first.pid, second.pid], auth: 2, type: 1 }))).toEqual({ changed: 2 });
    for (const { pid } of [first, second]) expect(await fieldsOf(pid)).toMatchObject({ auth: 2, type: 1 });
    expect((await batch({ pids: [first.pid, 99_999], auth: 1 })).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect(await fieldsOf(first.pid)).toMatchObject({ auth: 2 });
    expect((await batch({ pids: [first.pid] })).body).toMatchObject({
      status: 400,
      msg: 'Give the auth or the type to set',
    });
    expect((await batch({ pids: [], auth: 1 })).body).toMatchObject({
      status: 400,
      msg: 'Choose at least one problem',
    });
    expect((await batch({ pids: ['1'], auth: 1 })).body.status).toBe(400);
  });
});

describe('the audit log', () => {
  it('leaves judge runner heartbeats out unless asked for', async () => {
    await judgeApi(t, 'heartbeat', {
      runner: 'audit-runner',
      slots: 1,
      busy: 0,
      load: 0,
      version: '1',
      state: 'online',
    });
    await quiet(t);
    const types = (page: AuditPage) => page.records.map((e) => e.type);
    expect(types(await audit(''))).not.toContain('JudgeRunnerReported');
    expect(types(await audit('heartbeats=true'))).toContain('JudgeRunnerReported');
    expect(types(await audit('type=JudgeRunnerReported'))).toContain('JudgeRunnerReported');
    expect(types(await audit('stream=judge-runner-audit-runner'))).toEqual(['JudgeRunnerReported']);
    expect((await root.client.get('/api/admin/audit/events?heartbeats=maybe')).body).toMatchObject({
      status: 400,
      msg: expect.stringContaining('heartbeats must be true or false'),
    });
  });

  it("filters one contest: its own streams, its submissions' judging, nothing else", async () => {
    const { pid } = await createProblem(admin);
    const now = Date.now();
    const cid = await createContest(admin, pid, {
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    });
    const inContest = await ok<{ submitId: number }>(
      ann.client.post('/api/submit-problem-judge', { pid, cid, language: 'C++', code: 'int main(){}' }),
    );
    const practice = await submitPractice(ann, pid);
    await judge(t, inContest.submitId, 0, [judgedCase(0)]);
    await quiet(t);
    const page = await audit(`contest=${cid}`);
    const streams = new Set(page.records.map((e) => e.stream));
    expect(streams).toContain(`contest-${cid}`);
    expect(page.records).toContainEqual(
      expect.objectContaining({ stream: `submission-${inContest.submitId}`, type: 'SubmissionJudged' }),
    );
    expect(streams).not.toContain(`submission-${practice}`);
    expect([...streams].every((s) => s.startsWith(`contest-${cid}`) || s.startsWith('submission-'))).toBe(
      true,
    );
    expect((await root.client.get('/api/admin/audit/events?contest=x')).body.status).toBe(400);
  });
});
