import { ContestAuth, SubmissionStatus } from '@oj/events';
import { ROLE } from '@oj/server';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { AB_CPP, runningContest, submitInContest } from '../support/contests';
import { contestFields, problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const MIN = 60_000;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
/** Prints a-b: compiles, and is wrong on the A+B case. */
const WRONG_CPP = AB_CPP.replace('a+b', 'a-b');
/** Accepted, with a NUL byte in a comment (g++ ignores it): the zip must hold the NUL as it was sent. */
const NUL_CPP = `// nul:\0:\n${AB_CPP}`;

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let root: TestAccount;
let author: TestAccount;
let otherAdmin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let hostile: TestAccount;
let pid: number;

/** Registers `username` through the API, as a person choosing that name would, and signs in. */
async function registerAs(username: string): Promise<TestAccount> {
  const client = new ApiClient(t.url);
  const email = `${t.uniqueName('hostile')}@example.com`;
  const password = 'secret123';
  await client.get(`/api/get-register-code?email=${email}`);
  const code = codeIn(await t.smtp.mailTo(email));
  expect((await client.post('/api/register', { username, password, email, code })).body.status).toBe(200);
  const login = await client.post('/api/login', { username, password });
  expect(login.body.status).toBe(200);
  return { client, uid: data<{ uid: string }>(login).uid, username, password, email };
}

/** The verdict once the submissions read model (what the download reads) shows it. */
async function finalStatus(submitId: number): Promise<number | undefined> {
  const events = await t.store.readStream(`submission-${submitId}`);
  const judged = events.filter((e) => e.type === 'SubmissionJudged').at(-1);
  if (judged?.type !== 'SubmissionJudged') return undefined;
  await t.server.services.settled('submissions', judged.position);
  return judged.data.status;
}

async function download(account: TestAccount | null, query: string) {
  return fetch(`${t.url}/api/file/download-contest-ac-submission?${query}`, {
    headers: account?.client.token ? { Authorization: account.client.token } : {},
  });
}

async function zipOf(account: TestAccount, query: string): Promise<Record<string, Uint8Array>> {
  const res = await download(account, query);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  author = await registerAndLogin(t, ROLE.admin);
  otherAdmin = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  hostile = await registerAs('../x');
  pid = data<{ pid: number }>(await root.client.post('/api/admin/problem', problemFields('TOOLS1'))).pid;
  judge = await startTestJudge(t, { firstSlot: 470 });
}, 120_000);
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

describe('downloading a contest’s accepted submissions', () => {
  let cid: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    cid = await runningContest(author, { title: 'Download cup', pid });
    ids.ann = await submitInContest(ann, cid, pid);
    ids.annWrong = await submitInContest(ann, cid, pid, WRONG_CPP);
    ids.bobNul = await submitInContest(bob, cid, pid, NUL_CPP);
    ids.hostile = await submitInContest(hostile, cid, pid);
    ids.author = await submitInContest(author, cid, pid);
    ids.root = await submitInContest(root, cid, pid);
    for (const submitId of Object.values(ids)) {
      await until(async () => (await finalStatus(submitId)) !== undefined, 90_000);
    }
    expect(await finalStatus(ids.annWrong)).toBe(SubmissionStatus.wrongAnswer);
    expect(await finalStatus(ids.bobNul)).toBe(SubmissionStatus.accepted);
  }, 180_000);

  it('holds exactly the accepted ones, a folder per user, and the NUL byte as sent', async () => {
    const files = await zipOf(author, `cid=${cid}&excludeAdmin=false&splitType=user`);
    expect(Object.keys(files).sort()).toEqual(
      [
        `${ann.username}/A_${ids.ann}.cpp`,
        `${bob.username}/A_${ids.bobNul}.cpp`,
        `___x/A_${ids.hostile}.cpp`,
        `${author.username}/A_${ids.author}.cpp`,
        `${root.username}/A_${ids.root}.cpp`,
      ].sort(),
    );
    expect(files[`${bob.username}/A_${ids.bobNul}.cpp`]).toEqual(new TextEncoder().encode(NUL_CPP));
    expect(files[`${bob.username}/A_${ids.bobNul}.cpp`]).toContain(0);
  });

  it('splits by problem, and leaves the contest’s admins out when asked', async () => {
    const files = await zipOf(root, `cid=${cid}&excludeAdmin=true&splitType=problem`);
    expect(Object.keys(files).sort()).toEqual(
      [
        `A/${ann.username}_${ids.ann}.cpp`,
        `A/${bob.username}_${ids.bobNul}.cpp`,
        `A/___x_${ids.hostile}.cpp`,
      ].sort(),
    );
  });

  it('keeps every file inside its folder whatever the username', async () => {
    for (const splitType of ['user', 'problem']) {
      const files = await zipOf(author, `cid=${cid}&splitType=${splitType}`);
      for (const name of Object.keys(files)) {
        const segments = name.split('/');
        expect(segments).toHaveLength(2);
        for (const segment of segments) expect(segment.startsWith('.')).toBe(false);
        expect(name).not.toContain('\\');
      }
    }
  });

  it('leaves out what was submitted outside the contest’s times', async () => {
    const late = await runningContest(author, { title: 'Late cup', pid });
    const before = Date.now();
    const inside = await submitInContest(ann, late, pid);
    await until(async () => (await finalStatus(inside)) !== undefined, 90_000);
    expect(Object.keys(await zipOf(author, `cid=${late}`))).toEqual([`${ann.username}/A_${inside}.cpp`]);
    // Moving the end before the submission puts it after the contest.
    const moved = await author.client.put('/api/admin/contest', {
      cid: late,
      endTime: new Date(before - 1000).toISOString(),
    });
    expect(moved.body.status).toBe(200);
    expect(Object.keys(await zipOf(author, `cid=${late}`))).toEqual([]);
  }, 120_000);

  it('is for the contest’s admins only', async () => {
    expect((await download(null, `cid=${cid}`)).status).toBe(401);
    expect((await download(ann, `cid=${cid}`)).status).toBe(403);
    expect((await download(otherAdmin, `cid=${cid}`)).status).toBe(403);
    expect((await download(author, `cid=${cid + 999}`)).status).toBe(404);
    expect((await download(author, `cid=${cid}&splitType=team`)).status).toBe(400);
  });
});

describe('temporary accounts for an onsite contest', () => {
  const PWD = 'onsite-password';
  let cid: number;

  beforeAll(async () => {
    const now = Date.now();
    const created = await author.client.post(
      '/api/admin/contest',
      contestFields(now - 10 * MIN, now + 60 * MIN, {
        title: 'Onsite cup',
        auth: ContestAuth.private,
        pwd: PWD,
      }),
    );
    cid = data<{ cid: number }>(created).cid;
    const added = await author.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid,
      displayId: 'A',
    });
    expect(added.body.status).toBe(200);
  });

  const generate = (by: TestAccount, body: Record<string, unknown>) =>
    by.client.post('/api/admin/contest/temporary-accounts', { cid, ...body });

  it('makes accounts that sign in with their password and enter the private contest', async () => {
    const reply = await generate(author, { prefix: 'site', from: 8, to: 10, suffix: 'x' });
    expect(reply.body.status).toBe(200);
    const { accounts } = data<{ accounts: { username: string; password: string }[] }>(reply);
    expect(accounts.map((a) => a.username)).toEqual(['site08x', 'site09x', 'site10x']);
    for (const { username, password } of accounts) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10,}$/);
      const client = new ApiClient(t.url);
      expect((await client.post('/api/login', { username, password })).body.status).toBe(200);
      const problems = await client.get(`/api/get-contest-problem?cid=${cid}`);
      expect(problems.body.status).toBe(200);
      expect(JSON.stringify(problems.body.data)).toContain('"displayId":"A"');
    }
    // Without the generated registration a plain user is refused: entry comes from the batch, not for free.
    expect((await ann.client.get(`/api/get-contest-problem?cid=${cid}`)).http).toBe(403);
    const distinct = new Set(accounts.map((a) => a.password));
    expect(distinct.size).toBe(3);
  });

  it('makes the most one batch may hold in one request', async () => {
    const started = Date.now();
    const reply = await generate(author, { prefix: 'hall', from: 1, to: 500 });
    expect(reply.body.status).toBe(200);
    const { accounts } = data<{ accounts: { username: string }[] }>(reply);
    expect(accounts).toHaveLength(500);
    expect(accounts.at(-1)?.username).toBe('hall500');
    expect(accounts[0]?.username).toBe('hall001');
    console.info(`500 temporary accounts in ${Date.now() - started} ms`);
  }, 120_000);

  it('refuses the whole batch when a username is taken, naming it', async () => {
    const reply = await generate(author, { prefix: 'site', from: 10, to: 12, suffix: 'x' });
    expect(reply.http).toBe(400);
    expect(reply.body.msg).toContain('site10x');
    for (const username of ['site11x', 'site12x']) {
      const check = await root.client.post('/api/check-username-or-email', { username });
      expect(data<{ username: boolean }>(check).username).toBe(false);
      expect(await t.store.readStream(`claim-username-${username}`)).toEqual([]);
    }
  });

  it('gives back the names it claimed when one is taken by a registration the read model does not show yet', async () => {
    // A registration that has claimed 'desk2' but not yet made its user: the read model knows nothing of it.
    await t.store.append(
      'claim-username-desk2',
      [{ type: 'NameClaimed', data: { kind: 'username', value: 'desk2', uid: 'racing-registration' } }],
      { expectedVersion: 'no_stream' },
    );
    const reply = await generate(author, { prefix: 'desk', from: 1, to: 3 });
    expect(reply.http).toBe(400);
    expect(reply.body.msg).toBe('The username already exists: desk2');
    for (const username of ['desk1', 'desk3']) {
      const types = (await t.store.readStream(`claim-username-${username}`)).map((e) => e.type);
      expect(types).toEqual(['NameClaimed', 'NameReleased']);
    }
    expect((await t.store.readStream('claim-username-desk2')).map((e) => e.type)).toEqual(['NameClaimed']);
    const users = await t.store.readAll({ limit: 1_000_000 });
    expect(users.filter((e) => e.type === 'UserRegistered' && /^desk/.test(e.data.username))).toEqual([]);
  });

  it('refuses bad input with a 400 that says why', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prefix: ' ', from: 1, to: 2 }, 'The prefix is required'],
      [{ prefix: 'p', from: 5, to: 4 }, 'The end of the range must not be less than its start'],
      [{ prefix: 'p', from: 1, to: 501 }, 'At most 500 accounts can be generated at once'],
      [{ prefix: 'p', from: -1, to: 2 }, 'The numbers must be whole numbers from 0 to 99999999'],
      [{ prefix: 'averyveryverylongname', from: 1, to: 2 }, 'at most 20 characters'],
      [{ prefix: 'team', from: 1, to: 2, suffix: 'with-a-long-suffix' }, 'at most 20 characters'],
    ];
    for (const [body, message] of cases) {
      const reply = await generate(author, body);
      expect(reply.http).toBe(400);
      expect(reply.body.msg).toContain(message);
    }
    expect(await t.store.readStream('claim-username-p1')).toEqual([]);
  });

  it('is for the contest’s admins only', async () => {
    expect((await generate(ann, { prefix: 'ann', from: 1, to: 1 })).http).toBe(403);
    expect((await generate(otherAdmin, { prefix: 'other', from: 1, to: 1 })).http).toBe(403);
    const anonymous = new ApiClient(t.url);
    const refused = await anonymous.post('/api/admin/contest/temporary-accounts', {
      cid,
      prefix: 'anon',
      from: 1,
      to: 1,
    });
    expect(refused.http).toBe(401);
  });

  it('shows no password in the audit log or in any stored event', async () => {
    const reply = await generate(root, { prefix: 'audit', from: 1, to: 2 });
    const { accounts } = data<{ accounts: { password: string }[] }>(reply);
    expect(accounts).toHaveLength(2);
    const audit = await root.client.get('/api/admin/audit/events?limit=200');
    expect(audit.body.status).toBe(200);
    const auditText = JSON.stringify(audit.body.data);
    expect(auditText).toContain('audit1');
    const stored = JSON.stringify(await t.store.readAll({ limit: 1_000_000 }));
    expect(stored).toContain('audit2');
    for (const { password } of accounts) {
      expect(auditText).not.toContain(password);
      expect(stored).not.toContain(password);
    }
  });
});
