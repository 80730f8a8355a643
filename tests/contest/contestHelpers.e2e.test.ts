import { SubmissionStatus } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { AB_CPP, runningContest, submitInContest } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

// The contest helpers end to end: AC info (balloons) from real judged submissions, printing, and
// contest announcements, over REST and their live rooms.

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const WRONG_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b+1);}\n';
const PRINT_TEXT = '#include <cstdio>\nint main() { puts("please print this program for team 7"); }\n';

interface AcInfo {
  id: number;
  cid: number;
  displayId: string;
  color: string | null;
  firstBlood: boolean;
  username: string;
  checked: boolean;
}
interface AcInfoChange {
  kind: string;
  rows?: AcInfo[];
  removed?: number[];
}
interface Print {
  id: number;
  username: string;
  gmtCreate: string;
  status: number;
}

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let cat: TestAccount;
let pid: number;
let cid: number;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  [admin, ann, bob, cat] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  judge = await startTestJudge(t, { firstSlot: 280 });
  const made = await admin.client.post(
    '/api/admin/problem',
    problemFields('HELP1', { title: 'A+B for balloons' }),
  );
  pid = data<{ pid: number }>(made).pid;
  cid = await runningContest(admin, { title: 'Balloon cup', pid });
  const updated = await admin.client.put('/api/admin/contest', {
    cid,
    openPrint: true,
    starAccount: [cat.username],
  });
  expect(updated.body.status).toBe(200);
  const colour = await admin.client.put('/api/admin/contest/contest-problem', { cid, pid, color: '#e6bf25' });
  expect(colour.body.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

async function verdicts(submitId: number): Promise<number[]> {
  const events = await t.store.readStream(`submission-${submitId}`);
  return events.flatMap((e) => (e.type === 'SubmissionJudged' ? [e.data.status] : []));
}

/** Submits in the contest and waits for the real judge's verdict; checks it is the expected one. */
async function judged(account: TestAccount, code: string, status: number): Promise<number> {
  const submitId = await submitInContest(account, cid, pid, code);
  await until(async () => (await verdicts(submitId)).length === 1, 60_000);
  expect(await verdicts(submitId)).toEqual([status]);
  return submitId;
}

/** When the server stamped a submission (its SubmissionCreated's `metadata.at`, the board's submit time), in ms. */
async function submittedAt(submitId: number): Promise<number> {
  const created = (await t.store.readStream(`submission-${submitId}`)).find(
    (e) => e.type === 'SubmissionCreated',
  );
  if (!created) throw new Error(`submission ${submitId} has no SubmissionCreated`);
  return Date.parse(created.metadata.at);
}

async function acInfo(account: TestAccount) {
  return account.client.get(`/api/get-contest-ac-info?cid=${cid}&currentPage=1`);
}

/** The rows the contest-helpers projection shows once it has caught up with a verdict. */
async function acRows(): Promise<{ records: AcInfo[]; total: number }> {
  return data(await acInfo(admin));
}

describe('AC info (balloons)', () => {
  let adminLive: LiveTestClient;
  const room = () => `contest:${cid}:ac-info`;
  const pushed = () =>
    adminLive.applied.filter((c) => c.room === room()).map((c) => c.payload as AcInfoChange);
  const pushedRows = () => pushed().flatMap((p) => p.rows ?? []);
  let annFirst: number;
  let bobAc: number;
  let catAc: number;

  beforeAll(async () => {
    adminLive = new LiveTestClient(t.url, { token: admin.client.token });
    await adminLive.connected();
    expect((await adminLive.join(room())).ok).toBe(true);
  });
  afterAll(() => adminLive?.close());

  it('makes a row per accepted contestant submission, first blood to the first official one', async () => {
    await judged(admin, AB_CPP, SubmissionStatus.accepted); // a super admin's test: never a balloon
    catAc = await judged(cat, AB_CPP, SubmissionStatus.accepted); // a star contestant: a balloon, never first blood
    annFirst = await judged(ann, AB_CPP, SubmissionStatus.accepted);
    await judged(bob, WRONG_CPP, SubmissionStatus.wrongAnswer);
    // Solve times count in whole seconds: in the same second as ann's, bob's accept would tie for first blood.
    // Two verdicts have passed since ann submitted, so this rarely waits at all.
    const annAt = await submittedAt(annFirst);
    await until(() => Date.now() >= annAt + 1000);
    bobAc = await judged(bob, AB_CPP, SubmissionStatus.accepted);
    expect(await submittedAt(bobAc)).toBeGreaterThanOrEqual(annAt + 1000);

    await until(async () => (await acRows()).total === 3);
    const { records } = await acRows();
    expect(records.map((r) => [r.id, r.username, r.firstBlood, r.checked])).toEqual([
      [bobAc, bob.username, false, false],
      [annFirst, ann.username, true, false],
      [catAc, cat.username, false, false],
    ]);
    expect(records[0]).toMatchObject({ cid, displayId: 'A', color: '#e6bf25' });

    await until(() => pushedRows().some((r) => r.id === bobAc));
    expect(pushedRows().find((r) => r.id === annFirst)).toMatchObject({
      firstBlood: true,
      username: ann.username,
    });
  }, 240_000);

  it('toggles the checked mark, pushed to the room', async () => {
    const checked = await admin.client.put('/api/check-contest-ac-info', {
      cid,
      id: annFirst,
      checked: true,
    });
    expect(checked.body.status).toBe(200);
    expect((await acRows()).records.find((r) => r.id === annFirst)?.checked).toBe(true);
    await until(() => pushedRows().some((r) => r.id === annFirst && r.checked));

    await admin.client.put('/api/check-contest-ac-info', { cid, id: annFirst, checked: false });
    expect((await acRows()).records.find((r) => r.id === annFirst)?.checked).toBe(false);
    const missing = await admin.client.put('/api/check-contest-ac-info', { cid, id: 999_999, checked: true });
    expect(missing.http).toBe(404);
  });

  it('is for contest admins only: 403 for a contestant, over REST and on the room', async () => {
    expect((await acInfo(ann)).http).toBe(403);
    const toggle = await ann.client.put('/api/check-contest-ac-info', { cid, id: annFirst, checked: true });
    expect(toggle.http).toBe(403);
    const annLive = new LiveTestClient(t.url, { token: ann.client.token });
    try {
      await annLive.connected();
      expect(await annLive.join(room())).toMatchObject({ ok: false, error: { status: 403 } });
    } finally {
      annLive.close();
    }
  });

  it('takes a row off when a rejudge turns it away from Accepted; first blood moves on', async () => {
    await admin.client.put('/api/check-contest-ac-info', { cid, id: annFirst, checked: true });
    // New test data that A+B fails, then only ann's submission is rejudged: it ends Wrong Answer.
    const broken = await admin.client.put('/api/admin/problem', {
      pid,
      testCases: [{ input: '1 2\n', output: '4\n' }],
    });
    expect(broken.body.status).toBe(200);
    const rejudge = await admin.client.get(`/api/admin/judge/rejudge?submitId=${annFirst}`);
    expect(rejudge.body.status).toBe(200);
    await until(async () => (await verdicts(annFirst)).length === 2, 60_000);
    expect((await verdicts(annFirst))[1]).toBe(SubmissionStatus.wrongAnswer);

    await until(async () => (await acRows()).total === 2);
    const { records } = await acRows();
    expect(records.map((r) => [r.id, r.firstBlood])).toEqual([
      [bobAc, true],
      [catAc, false],
    ]);
    await until(() => pushed().some((p) => p.removed?.includes(annFirst)));
    const moved = pushed().find((p) => p.removed?.includes(annFirst));
    expect(moved?.rows?.map((r) => [r.id, r.firstBlood])).toEqual([[bobAc, true]]);
  }, 120_000);
});

describe('printing', () => {
  const list = (account: TestAccount) => account.client.get(`/api/get-contest-print?cid=${cid}`);

  it('takes a contestant text of 50 characters or more while printing is open', async () => {
    const short = await ann.client.post('/api/submit-print-text', { cid, content: 'too short to print' });
    expect(short).toMatchObject({ http: 400, body: { msg: 'content cannot be less than 50' } });
    const empty = await ann.client.post('/api/submit-print-text', { cid });
    expect(empty.http).toBe(400);

    const sent = await ann.client.post('/api/submit-print-text', { cid, content: PRINT_TEXT });
    expect(sent.body.status).toBe(200);
    const { records, total } = data<{ records: Print[]; total: number }>(await list(admin));
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({ username: ann.username, status: 0 });
  });

  it('marks printed and downloads the text, for contest admins only', async () => {
    const [print] = data<{ records: Print[] }>(await list(admin)).records;
    if (!print) throw new Error('no print request');
    expect((await list(ann)).http).toBe(403);
    const annMarks = await ann.client.put('/api/check-contest-print-status', { cid, id: print.id });
    expect(annMarks.http).toBe(403);

    const marked = await admin.client.put('/api/check-contest-print-status', { cid, id: print.id });
    expect(marked.body.status).toBe(200);
    expect(data<{ records: Print[] }>(await list(admin)).records[0]?.status).toBe(1);

    const download = (account: TestAccount) =>
      fetch(`${t.url}/api/file/download-contest-print-text?id=${print.id}`, {
        headers: { Authorization: account.client.token ?? '' },
      });
    const file = await download(admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/plain');
    expect(file.headers.get('content-disposition')).toContain(`contest-${cid}-print-${print.id}`);
    expect(await file.text()).toBe(PRINT_TEXT);
    expect((await download(ann)).status).toBe(403);
  });

  it('refuses printing once the contest closes it', async () => {
    const closed = await admin.client.put('/api/admin/contest', { cid, openPrint: false });
    expect(closed.body.status).toBe(200);
    const refused = await ann.client.post('/api/submit-print-text', { cid, content: PRINT_TEXT });
    expect(refused.http).toBe(403);
    await admin.client.put('/api/admin/contest', { cid, openPrint: true });
  });
});

describe('contest announcements', () => {
  interface Announcement {
    id: number;
    title: string;
  }
  const unread = async (account: TestAccount, read: number[]) =>
    data<Announcement[]>(
      await account.client.post('/api/get-contest-not-read-announcement', {
        cid,
        readAnnouncementList: read,
      }),
    );
  const post = (title: string) =>
    admin.client.post('/api/admin/contest/announcement', {
      cid,
      announcement: { title, content: `${title}: read the statement again` },
    });

  it('lists the unread ones and pushes posts, updates and deletions to the room', async () => {
    const annLive = new LiveTestClient(t.url, { token: ann.client.token });
    const stranger = await registerAndLogin(t);
    const room = `contest:${cid}:announcements`;
    try {
      await annLive.connected();
      expect((await annLive.join(room)).ok).toBe(true);
      expect((await post('Clarification A')).body.status).toBe(200);
      expect((await post('Clarification B')).body.status).toBe(200);

      const all = await unread(ann, []);
      expect(all.map((a) => a.title)).toEqual(['Clarification B', 'Clarification A']);
      const [second, first] = all;
      if (!first || !second) throw new Error('two announcements expected');
      expect((await unread(ann, [first.id])).map((a) => a.id)).toEqual([second.id]);
      expect(await unread(ann, [first.id, second.id])).toEqual([]);

      await admin.client.put('/api/admin/contest/announcement', {
        cid,
        announcement: { id: first.id, title: 'Clarification A, corrected', content: 'n fits in 64 bits' },
      });
      await admin.client.call('DELETE', `/api/admin/contest/announcement?cid=${cid}&aid=${second.id}`);
      const kinds = () =>
        annLive.applied
          .filter((c) => c.room === room)
          .map((c) => c.payload as { kind: string; announcement?: { title: string }; id?: number });
      await until(() => kinds().length === 4);
      expect(kinds().map((k) => [k.kind, k.announcement?.title ?? k.id])).toEqual([
        ['posted', 'Clarification A'],
        ['posted', 'Clarification B'],
        ['updated', 'Clarification A, corrected'],
        ['deleted', second.id],
      ]);

      // The contest is public: any signed-in user may read it; a visitor may not.
      expect((await unread(stranger, [])).map((a) => a.id)).toEqual([first.id]);
      const visitor = new LiveTestClient(t.url);
      try {
        await visitor.connected();
        expect(await visitor.join(room)).toMatchObject({ ok: false, error: { status: 401 } });
      } finally {
        visitor.close();
      }
    } finally {
      annLive.close();
    }
  });
});
