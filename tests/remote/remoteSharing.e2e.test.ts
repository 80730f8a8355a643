import { type ProductEvent, type RecordedEvent, RemoteBank, SubmissionStatus } from '@oj/events';
import { JudgeClient } from '@oj/judge-runner';
import { createAdapters, defaultSiteUrls, RemoteJudge, realClock } from '@oj/judge-runner/remote';
import { hduFake, ManualClock } from '@oj/judge-runner/remote/fakes';
import { RemoteRunner, ServerSubmitGate } from '@oj/judge-runner/remote/runner';
import { ROLE } from '@oj/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

// Issue 24: remote runners share the sites' limits through the server, and a runner that dies after the
// site took the code leaves the run on record, so the runner that takes the round over polls it instead
// of submitting again.

const AB = '#include <cstdio>\nint main(){int a,b;while(scanf("%d%d",&a,&b)==2)printf("%d\\n",a+b);}';
const accounts = [
  { username: 'vj1', password: 'pass-1' },
  { username: 'vj2', password: 'pass-2' },
];
const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

let t: TestServer;
let root: TestAccount;
let author: TestAccount;
let site: ReturnType<typeof hduFake>;
// The shared submit slots' time: the server books on it, the remote judges sleep on it, the site counts on it.
const clock = new ManualClock();

beforeAll(async () => {
  site = await hduFake({ users: { vj1: 'pass-1', vj2: 'pass-2' } }).start();
  site.clock = clock;
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN, judgeClock: clock, judgeLeaseTtlMs: 1500 });
  [root, author] = await Promise.all([registerAndLogin(t, ROLE.root), registerAndLogin(t)]);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  for (const account of accounts)
    await root.client.post('/api/admin/remote-account', { bank: 'HDU', ...account });
});
afterAll(async () => {
  await t?.close();
  await site?.stop();
});

const task = (n: number) => ({
  bank: RemoteBank.hdu,
  problemId: '1000',
  language: 'C++',
  code: `${AB}// ${n}`,
  accounts,
});

/** A remote judge on the manual clock; `shared`: its slots booked through the server, as a runner's are. */
function remoteJudge(name: string, shared: boolean) {
  return new RemoteJudge({
    adapters: createAdapters({ ...defaultSiteUrls, HDU: site.url }),
    clock,
    pollIntervalMs: 10_000,
    siteIntervalMs: 1000,
    accountIntervalMs: 5000,
    ...(shared
      ? {
          gate: new ServerSubmitGate(new JudgeClient(t.url, TEST_JUDGE_TOKEN, name), {
            siteIntervalMs: 1000,
            accountIntervalMs: 5000,
          }),
        }
      : {}),
  });
}

/**
 * Runs the jobs to their end on the manual clock: time moves to the next sleeper only once every
 * unfinished job is asleep on the clock, so each request reaches the site at the time it was let go.
 */
async function drive(jobs: Promise<unknown>[]) {
  let open = jobs.length;
  for (const job of jobs) void job.finally(() => (open -= 1));
  for (;;) {
    await until(() => clock.sleepers.length === open);
    if (open === 0) return;
    clock.advanceToNext();
  }
}

describe('remote runners together (a fake HDU that counts too fast submits)', () => {
  it('two remote judges booking through the server keep the site and account limits between them', async () => {
    site.minSubmitGapMs = 1000;
    const start = clock.now();
    const [a, b] = [remoteJudge('remote-a', true), remoteJudge('remote-b', true)];
    const jobs = [a, b, a, b].map((judge, n) => judge.judge(task(n), { submitting() {} }));
    await drive(jobs);
    const outcomes = await Promise.all(jobs);
    expect(outcomes.map((o) => o.status)).toEqual(Array(4).fill(SubmissionStatus.accepted));
    expect(site.tooFast).toBe(0);
    // One submit a second to the site, each account once per 5 s: vj1, vj2, then both again after 5 s.
    expect(site.submitTimes.slice(-4).map((at) => at - start)).toEqual([0, 1000, 5000, 6000]);
    expect(site.submissions.slice(-4).map((s) => s.user)).toEqual(['vj1', 'vj2', 'vj1', 'vj2']);
  });

  it('the same two judges with limits of their own each (no sharing) submit too fast: the site counts it', async () => {
    const before = site.tooFast;
    const jobs = [remoteJudge('x', false), remoteJudge('y', false)].map((judge, n) =>
      judge.judge(task(10 + n), { submitting() {} }),
    );
    await drive(jobs);
    await Promise.all(jobs);
    expect(site.tooFast).toBe(before + 1);
  });

  it('a runner that dies after the submit: the next one polls that run, the site sees one submit', async () => {
    site.minSubmitGapMs = 0;
    const pid = await importedProblem();
    site.script = ['Queuing', 'Running', 'Accepted'];
    const submitted = await author.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C++',
      code: AB,
    });
    const { submitId } = submitted.body.data as { submitId: number };
    const events = () =>
      t.store.readStream(`submission-${submitId}`) as Promise<RecordedEvent<ProductEvent>[]>;

    // Runner A: leases the round, submits, records the run, then dies while waiting to poll.
    const clientA = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'remote-dies');
    let leased = await clientA.lease(0, undefined, { kind: 'remote', banks: ['HDU'] });
    await until(async () => {
      leased ??= await clientA.lease(0, undefined, { kind: 'remote', banks: ['HDU'] });
      return leased !== null;
    });
    if (leased?.kind !== 'remote') throw new Error('no remote round leased');
    const lease = { submitId: leased.submitId, round: leased.round, leaseId: leased.leaseId };
    const siteSubmits = site.submissions.length;
    const death = new AbortController();
    const dying = remoteJudge('remote-dies', true)
      .judge(
        { ...task(0), code: AB, accounts: leased.accounts, submitted: leased.submitted },
        {
          submitting() {},
          submitted: (run) => clientA.remoteRun({ ...lease, bank: 'HDU', ...run }).then(() => undefined),
        },
        death.signal,
      )
      .catch(() => 'died');
    await until(async () => {
      // Asleep before the run is on record: it waits for its submit slot, so let time move on. Asleep
      // after: it waits to poll, and is left there.
      const asleep = clock.sleepers.length === 1;
      if ((await events()).some((e) => e.type === 'RemoteRunSubmitted')) return asleep;
      if (asleep) clock.advanceToNext();
      return false;
    });
    death.abort(new Error('runner A died'));
    expect(await dying).toBe('died');
    expect(site.submissions.length).toBe(siteSubmits + 1);

    // Runner B takes the round once A's lease has expired, and polls A's run to the verdict.
    const b = realRunner('remote-takes-over');
    b.start();
    try {
      await until(async () => (await events()).some((e) => e.type === 'SubmissionJudged'));
    } finally {
      await b.stop();
    }
    const stored = await events();
    const judged = stored.find((e) => e.type === 'SubmissionJudged');
    expect(judged?.type === 'SubmissionJudged' && judged.data.status).toBe(SubmissionStatus.accepted);
    expect(stored.filter((e) => e.type === 'JudgeLeaseTaken').length).toBe(2);
    expect(stored.filter((e) => e.type === 'RemoteRunSubmitted').length).toBe(1);
    // Exactly one submit on the site for the round.
    expect(site.submissions.length).toBe(siteSubmits + 1);
  });

  it('a runner that dies between the site taking the code and recording the run: the next one finds the run on the site', async () => {
    site.minSubmitGapMs = 0;
    const pid = await importedProblem();
    site.script = ['Queuing', 'Running', 'Accepted'];
    const submitted = await author.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C++',
      code: AB,
    });
    const { submitId } = submitted.body.data as { submitId: number };
    const events = () =>
      t.store.readStream(`submission-${submitId}`) as Promise<RecordedEvent<ProductEvent>[]>;

    // Runner A: leases the round, records its intent, submits, and dies before the run is on record.
    const clientA = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'remote-dies-early');
    let leased = await clientA.lease(0, undefined, { kind: 'remote', banks: ['HDU'] });
    await until(async () => {
      leased ??= await clientA.lease(0, undefined, { kind: 'remote', banks: ['HDU'] });
      return leased !== null;
    });
    if (leased?.kind !== 'remote') throw new Error('no remote round leased');
    expect(leased.intent).toBeNull();
    const lease = { submitId: leased.submitId, round: leased.round, leaseId: leased.leaseId };
    const siteSubmits = site.submissions.length;
    const death = new AbortController();
    let tookIt = false;
    const dying = remoteJudge('remote-dies-early', true)
      .judge(
        {
          ...task(0),
          code: AB,
          accounts: leased.accounts,
          submitted: leased.submitted,
          intent: leased.intent,
        },
        {
          submitting() {},
          intent: (intent) =>
            clientA.remoteIntent({ ...lease, bank: 'HDU', ...intent }).then(() => undefined),
          // The site answered with the run id; the runner dies before telling the server.
          submitted: () => {
            tookIt = true;
            return new Promise<void>((_, reject) =>
              death.signal.addEventListener('abort', () => reject(death.signal.reason)),
            );
          },
        },
        death.signal,
      )
      .catch(() => 'died');
    await until(() => {
      // Asleep before the submit: it waits for its submit slot, so let time move on.
      if (!tookIt && clock.sleepers.length === 1) clock.advanceToNext();
      return tookIt;
    });
    death.abort(new Error('runner A died'));
    expect(await dying).toBe('died');
    expect(site.submissions.length).toBe(siteSubmits + 1);
    const before = await events();
    expect(before.filter((e) => e.type === 'RemoteSubmitStarted').length).toBe(1);
    expect(before.some((e) => e.type === 'RemoteRunSubmitted')).toBe(false);

    // Runner B takes the round once A's lease has expired: it finds vj's new run on the status page,
    // records it and polls it to the verdict, without submitting.
    const b = realRunner('remote-finds-it');
    b.start();
    try {
      await until(async () => (await events()).some((e) => e.type === 'SubmissionJudged'));
    } finally {
      await b.stop();
    }
    const stored = await events();
    const judged = stored.find((e) => e.type === 'SubmissionJudged');
    expect(judged?.type === 'SubmissionJudged' && judged.data.status).toBe(SubmissionStatus.accepted);
    expect(stored.filter((e) => e.type === 'JudgeLeaseTaken').length).toBe(2);
    expect(stored.filter((e) => e.type === 'RemoteSubmitStarted').length).toBe(1);
    const run = stored.find((e) => e.type === 'RemoteRunSubmitted');
    expect(run?.type === 'RemoteRunSubmitted' && run.data.runId).toBe(String(site.submissions.at(-1)?.runId));
    expect(site.submissions.length).toBe(siteSubmits + 1);
  });
});

let importedPid = 0;
/** HDU 1000 as a problem here, fetched once by a remote runner (the server never reads the site). */
async function importedProblem(): Promise<number> {
  if (importedPid > 0) return importedPid;
  const fetcher = realRunner('fetcher');
  fetcher.start();
  try {
    const queued = await root.client.post('/api/admin/import-remote-problem', {
      bank: 'HDU',
      problemId: '1000',
    });
    const { job } = queued.body.data as { job: number };
    await until(async () => {
      const view = (await root.client.get(`/api/admin/import-jobs/${job}`)).body.data as {
        items: { pid?: number }[] | null;
      };
      importedPid = view.items?.[0]?.pid ?? 0;
      return importedPid > 0;
    });
  } finally {
    await fetcher.stop();
  }
  return importedPid;
}

/** A real remote runner on the wall clock (short waits): fetches problems and takes rounds over. */
function realRunner(name: string) {
  return new RemoteRunner({
    client: new JudgeClient(t.url, TEST_JUDGE_TOKEN, name),
    judge: new RemoteJudge({
      adapters: createAdapters({ ...defaultSiteUrls, HDU: site.url }),
      clock: realClock,
      pollIntervalMs: 20,
      retryBaseMs: 20,
      accountIntervalMs: 0,
      siteIntervalMs: 0,
    }),
    banks: [RemoteBank.hdu],
    log,
    concurrency: 1,
    leaseWaitMs: 500,
  });
}
