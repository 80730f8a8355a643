import { type ProductEvent, type RecordedEvent, RemoteBank, SubmissionStatus } from '@oj/events';
import { JudgeClient } from '@oj/judge-runner';
import { createAdapters, defaultSiteUrls, RemoteJudge, realClock } from '@oj/judge-runner/remote';
import { hduFake } from '@oj/judge-runner/remote/fakes';
import { RemoteRunner, SUBMIT_FAILED_MESSAGE } from '@oj/judge-runner/remote/runner';
import { ROLE } from '@oj/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { runningContest, submitInContest } from '../support/contests';
import { LiveTestClient } from '../support/liveTestClient';
import { TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const AB = '#include <cstdio>\nint main(){int a,b;while(scanf("%d%d",&a,&b)==2)printf("%d\\n",a+b);}';

let t: TestServer;
let root: TestAccount;
let author: TestAccount;
let other: TestAccount;
let site: ReturnType<typeof hduFake>;
let runner: RemoteRunner | undefined;
let pid: number;

beforeAll(async () => {
  site = await hduFake({ users: { vj1: 'hdu-pass-1' } }).start();
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  [root, author, other] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await site?.stop();
});

function startRunner() {
  runner = makeRunner();
  runner.start();
}

function makeRunner() {
  return new RemoteRunner({
    client: new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'remote-test'),
    // Real time, short waits: the fake site answers at once, and judging takes a few polls.
    judge: new RemoteJudge({
      adapters: createAdapters({ ...defaultSiteUrls, HDU: site.url }),
      clock: realClock,
      pollIntervalMs: 20,
      retryBaseMs: 20,
      accountIntervalMs: 0,
      siteIntervalMs: 0,
    }),
    banks: [RemoteBank.hdu],
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    concurrency: 1,
    leaseWaitMs: 1000,
  });
}

interface ImportJobView {
  state: string;
  reason: string | null;
  items: { problemId: string; status: string; pid?: number }[] | null;
}
/** The admin's import: queued as a job, which a remote runner fetches; the job's view once it ended. */
async function importRemote(bank: string, problemId: string): Promise<ImportJobView> {
  const queued = await root.client.post('/api/admin/import-remote-problem', { bank, problemId });
  expect(queued.body).toMatchObject({ status: 200, data: { problemId: `${bank}-${problemId}` } });
  const { job } = queued.body.data as { job: number };
  let view: ImportJobView | undefined;
  await until(async () => {
    view = (await root.client.get(`/api/admin/import-jobs/${job}`)).body.data as ImportJobView;
    return view.state === 'done' || view.state === 'failed';
  });
  if (!view) throw new Error('no job view');
  return view;
}

const detail = async (submitId: number) =>
  (await author.client.get(`/api/get-submission-detail?submitId=${submitId}`)).body.data as {
    submission: { status: number; time: number; memory: number; errorMessage: string };
  };
const events = (submitId: number) =>
  t.store.readStream(`submission-${submitId}`) as Promise<RecordedEvent<ProductEvent>[]>;

describe('remote judging end to end (a fake HDU on loopback)', () => {
  it('keeps site accounts encrypted, out of every read and redacted in the audit', async () => {
    const saved = await root.client.post('/api/admin/remote-account', {
      bank: 'HDU',
      username: 'vj1',
      password: 'hdu-pass-1',
    });
    expect(saved.body).toMatchObject({ status: 200, data: [{ bank: 'HDU', username: 'vj1' }] });
    expect(JSON.stringify(saved.body)).not.toContain('password');
    const listed = await root.client.get('/api/admin/remote-accounts');
    expect(listed.body.data).toEqual([{ bank: 'HDU', username: 'vj1' }]);

    const [stored] = await t.store.readStream('remote-accounts');
    if (stored?.type !== 'RemoteAccountSaved') throw new Error('no RemoteAccountSaved');
    expect(JSON.stringify(stored.data)).not.toContain('hdu-pass-1');
    expect(Buffer.from(stored.data.password.data, 'base64').toString('utf8')).not.toContain('hdu-pass');

    const audit = await root.client.get('/api/admin/audit/events?stream=remote-accounts');
    const text = JSON.stringify(audit.body);
    expect(audit.body.status).toBe(200);
    expect(text).toContain('RemoteAccountSaved');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(stored.data.password.data);

    // Only the super admin manages the pool.
    expect((await author.client.get('/api/admin/remote-accounts')).body.status).toBe(403);
    expect(
      (await author.client.post('/api/admin/remote-account', { bank: 'HDU', username: 'x', password: 'y' }))
        .body.status,
    ).toBe(403);
  });

  it('imports a remote problem through a remote runner, refusing a second import and an unknown one', async () => {
    // The server never reads the site: the import is a job, fetched by a remote runner of the bank.
    const queued = await root.client.post('/api/admin/import-remote-problem', {
      bank: 'HDU',
      problemId: '1000',
    });
    const { job } = queued.body.data as { job: number };
    expect((await root.client.get(`/api/admin/import-jobs/${job}`)).body.data).toMatchObject({
      state: 'queued',
    });
    const fetcher = makeRunner();
    fetcher.start();
    try {
      let view: ImportJobView | undefined;
      await until(async () => {
        view = (await root.client.get(`/api/admin/import-jobs/${job}`)).body.data as ImportJobView;
        return view.state === 'done';
      });
      expect(view?.items).toMatchObject([{ problemId: 'HDU-1000', status: 'imported' }]);
      pid = view?.items?.[0]?.pid ?? 0;
      const shown = await author.client.get('/api/get-problem-detail?problemId=HDU-1000');
      expect(shown.body.data).toMatchObject({
        problem: { id: pid, title: 'A + B Problem', timeLimit: 1000, memoryLimit: 32, isRemote: true },
      });
      expect(
        (await root.client.post('/api/admin/import-remote-problem', { bank: 'HDU', problemId: '1000' })).body,
      ).toMatchObject({ status: 409, msg: 'The problem HDU-1000 has been imported already' });
      expect(await importRemote('HDU', '4242')).toMatchObject({
        state: 'failed',
        reason: 'HDU has no problem 4242',
      });
      expect(
        (await root.client.post('/api/admin/import-remote-problem', { bank: 'XYZ', problemId: '1' })).body
          .status,
      ).toBe(400);
      // Only the runner holding the job's lease may end it.
      const stale = await fetch(`${t.url}/api/judge/remote-problem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-judge-token': TEST_JUDGE_TOKEN },
        body: JSON.stringify({
          job,
          leaseId: 'not-the-lease',
          result: { ok: false, kind: 'refused', message: 'x' },
        }),
      });
      expect(stale.status).toBe(409);
    } finally {
      await fetcher.stop();
    }
  });

  it("the back office's problem editor reads and changes a remote problem's site id, checked by the server", async () => {
    const stored = await root.client.get(`/api/admin/problem?pid=${pid}`);
    expect(stored.body.data).toMatchObject({
      problemId: 'HDU-1000',
      remote: { bank: 'HDU', problemId: '1000' },
    });
    const bad = await root.client.put('/api/admin/problem', {
      pid,
      problem: { remote: { bank: 'HDU', problemId: '10 00' } },
    });
    expect(bad.body).toMatchObject({
      status: 400,
      msg: 'The remote problem id may use letters, digits, - and _ (at most 40)',
    });
    expect(
      (
        await root.client.put('/api/admin/problem', {
          pid,
          problem: { remote: { bank: 'MARS', problemId: '1' } },
        })
      ).body.status,
    ).toBe(400);
    const moved = await root.client.put('/api/admin/problem', {
      pid,
      problem: { remote: { bank: 'HDU', problemId: '1001' } },
    });
    expect(moved.body.status).toBe(200);
    await until(async () => {
      const detail = await author.client.get('/api/get-problem-detail?problemId=HDU-1000');
      return (
        (detail.body.data as { problem: { remote: { problemId: string } } }).problem.remote.problemId ===
        '1001'
      );
    });
    // Editing other fields keeps the remote reference (an update changes only what it names).
    await root.client.put('/api/admin/problem', {
      pid,
      problem: { remote: { bank: 'HDU', problemId: '1000' } },
    });
    await root.client.put('/api/admin/problem', { pid, problem: { title: 'A + B Problem' } });
    await until(async () => {
      const row = await root.client.get(`/api/admin/problem?pid=${pid}`);
      return (row.body.data as { remote: { problemId: string } | null }).remote?.problemId === '1000';
    });
  });

  it('a local runner is never given a remote round; the remote runner submits and reports the site verdict', async () => {
    site.script = ['Queuing', 'Running', 'Running', 'Running', 'Accepted'];
    const submitted = await author.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C++',
      code: AB,
    });
    expect(submitted.body.status).toBe(200);
    const { submitId } = submitted.body.data as { submitId: number };
    await until(async () => (await detail(submitId)).submission.status === SubmissionStatus.pending);
    const local = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'local-test');
    expect(await local.lease(0)).toBeNull();

    startRunner();
    await until(async () => (await detail(submitId)).submission.status === SubmissionStatus.accepted);
    expect((await detail(submitId)).submission).toMatchObject({ time: 15, memory: 1436 });
    const types = (await events(submitId)).map((e) =>
      e.type === 'SubmissionJudgeProgressed' ? `progress ${e.data.status}` : e.type,
    );
    expect(types).toEqual([
      'SubmissionCreated',
      'JudgeLeaseTaken',
      `progress ${SubmissionStatus.submitting}`,
      // Before the submit: a runner taking over with no run on record looks on the site first.
      'RemoteSubmitStarted',
      // On record before the first poll: a runner taking the round over polls this run, never submits.
      'RemoteRunSubmitted',
      'SubmissionJudged',
    ]);
    expect(site.submissions.at(-1)).toMatchObject({
      user: 'vj1',
      problemId: '1000',
      language: '0',
      code: AB,
    });
  });

  it('a refused submit is "submit failed"; its author resubmits it and the verdict comes', async () => {
    // The usage card's room: the super admin hears of each submit made or failed, nobody else joins.
    const usageSocket = new LiveTestClient(t.url, { token: root.client.token });
    const authorSocket = new LiveTestClient(t.url, { token: author.client.token });
    try {
      await Promise.all([usageSocket.connected(), authorSocket.connected()]);
      expect((await usageSocket.join('admin:remote-usage')).ok).toBe(true);
      expect(await authorSocket.join('admin:remote-usage')).toMatchObject({ ok: false });
      const usage = async () =>
        (await root.client.get('/api/admin/remote-accounts/usage')).body.data as {
          now: string;
          accounts: { username: string; failures: number; submits: number }[];
        };
      const before = (await usage()).accounts.find((a) => a.username === 'vj1');
      const pushes = () => usageSocket.applied.filter((c) => c.room === 'admin:remote-usage');

      site.options.rateLimit = '429';
      const submitted = await author.client.post('/api/submit-problem-judge', {
        pid,
        language: 'C',
        code: AB,
      });
      const { submitId } = submitted.body.data as { submitId: number };
      await until(async () => (await detail(submitId)).submission.status === SubmissionStatus.submitFailed);
      expect((await detail(submitId)).submission.errorMessage).toBe(SUBMIT_FAILED_MESSAGE);
      // Every failed try was pushed, naming the account; the REST read the card then makes counts them.
      const failedTries = (await events(submitId)).filter((e) => e.type === 'RemoteSubmitFailed').length;
      expect(failedTries).toBeGreaterThan(0);
      await until(() => pushes().length === failedTries);
      expect(pushes()[0]?.payload).toMatchObject({ bank: 'HDU', username: 'vj1', failed: true });
      expect((await usage()).accounts.find((a) => a.username === 'vj1')?.failures).toBe(
        (before?.failures ?? 0) + failedTries,
      );

      expect((await other.client.get(`/api/resubmit?submitId=${submitId}`)).body).toMatchObject({
        status: 403,
      });
      site.options.rateLimit = null;
      site.script = ['Queuing', 'Wrong Answer'];
      const again = await author.client.get(`/api/resubmit?submitId=${submitId}`);
      expect(again.body).toMatchObject({ status: 200, msg: 'resubmitted successfully' });
      await until(async () => (await detail(submitId)).submission.status === SubmissionStatus.wrongAnswer);
      // The submit the site took moves the card too.
      await until(() => pushes().length === failedTries + 1);
      expect(pushes().at(-1)?.payload).toMatchObject({ bank: 'HDU', username: 'vj1', failed: false });
      expect(authorSocket.applied.filter((c) => c.room === 'admin:remote-usage')).toEqual([]);
      expect((await author.client.get(`/api/resubmit?submitId=${submitId}`)).body).toMatchObject({
        status: 409,
        msg: 'Only a submission that failed to submit can be resubmitted',
      });
      expect((await author.client.get('/api/resubmit?submitId=999999')).body.status).toBe(404);
      expect((await author.client.get('/api/resubmit?submitId=1.5')).body.status).toBe(400);
    } finally {
      usageSocket.close();
      authorSocket.close();
    }
  });

  it('a remote problem works in a contest: the site verdict lands on the board like a local one', async () => {
    const cid = await runningContest(root, { title: 'Remote cup', pid });
    site.script = ['Queuing', 'Running', 'Accepted'];
    const submitId = await submitInContest(author, cid, pid, AB);
    await until(async () => (await detail(submitId)).submission.status === SubmissionStatus.accepted);
    await until(async () => {
      const reply = await author.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 100 });
      const records = (reply.body.data as { records: { uid: string; ac: number }[] }).records;
      return records.some((r) => r.uid === author.uid && r.ac === 1);
    });
    // The problem list's bank filter: HDU lists it, ME (our own problems) does not.
    const list = async (oj: string) =>
      (
        (await author.client.get(`/api/get-problem-list?oj=${oj}&limit=100`)).body.data as {
          records: { pid: number; oj: string }[];
        }
      ).records;
    expect((await list('HDU')).map((r) => [r.pid, r.oj])).toEqual([[pid, 'HDU']]);
    expect((await list('ME')).some((r) => r.pid === pid)).toBe(false);
    expect((await list('POJ')).length).toBe(0);
    expect((await author.client.get('/api/get-problem-list?oj=MARS')).body.status).toBe(400);
  });

  it('a remote problem works in a training: the site verdict shows as the member status there', async () => {
    const categories = (
      await root.client.post('/api/admin/training/category', { name: 'Remote', color: '#1e90ff' })
    ).body.data as { id: number }[];
    const training = await root.client.post('/api/admin/training', {
      title: 'Remote practice',
      description: 'Problems judged on HDU',
      categoryId: categories[0]?.id,
    });
    expect(training.body.status).toBe(200);
    const tid = (training.body.data as { id: number }).id;
    expect(
      (await root.client.post('/api/admin/training/problem', { tid, problemIds: ['HDU-1000'] })).body.status,
    ).toBe(200);
    // A public training: the author's accepted submission to HDU-1000 (earlier in this file) is its status there.
    await until(async () => {
      const list = (await author.client.get(`/api/get-training-problem-list?tid=${tid}`)).body.data as {
        problemId: string;
        myStatus: number | null;
      }[];
      return list.some((p) => p.problemId === 'HDU-1000' && p.myStatus === SubmissionStatus.accepted);
    });
  });
});
