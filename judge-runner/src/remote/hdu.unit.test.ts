import { RemoteBank, SubmissionStatus } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteError } from './adapter';
import { hduFake } from './fakes/hduFake';
import { HduAdapter } from './hdu';
import { RemoteJudge } from './remoteJudge';
import { TestClock } from './testClock';

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

async function start(options: Parameters<typeof hduFake>[0]) {
  const site = await hduFake(options).start();
  sites.push(site);
  const adapter = new HduAdapter(site.url);
  const clock = new TestClock();
  const judge = new RemoteJudge({
    adapters: new Map([[RemoteBank.hdu, adapter]]),
    clock,
    pollIntervalMs: 1000,
  });
  return { site, adapter, clock, judge };
}

const account = { username: 'vj1', password: 'secret' };
const task = {
  bank: RemoteBank.hdu,
  problemId: '1000',
  language: 'C++ 17',
  code: '#include <cstdio>\nint main(){int a,b;while(scanf("%d%d",&a,&b)==2)printf("%d\\n",a+b);}',
  accounts: [account],
};

describe('HDU adapter against a fake HDU', () => {
  it('reads a problem page: title, C/C++ limits, sections and the sample', async () => {
    const { adapter } = await start({ users: {} });
    const problem = await adapter.fetchProblem(RemoteBank.hdu, '1000');
    expect(problem).toMatchObject({
      problemId: '1000',
      title: 'A + B Problem',
      timeLimit: 1000,
      memoryLimit: 32,
      description: 'Calculate A + B.',
      source: 'HDOJ',
      examples: [{ input: '1 1\n2 3', output: '2\n5' }],
    });
    expect(problem.input).toContain('two integers');
  });

  it('says a missing problem is refused', async () => {
    const { adapter } = await start({ users: {} });
    await expect(adapter.fetchProblem(RemoteBank.hdu, '99999')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('logs in, submits with the site language, polls through Queuing and Running to the verdict', async () => {
    const { site, judge, clock } = await start({ users: { vj1: 'secret' } });
    site.script = ['Queuing', 'Compiling', 'Running', 'Running', 'Wrong Answer'];
    let submitting = 0;
    const outcome = await judge.judge(task, { submitting: () => (submitting += 1) });
    expect(outcome).toMatchObject({ status: SubmissionStatus.wrongAnswer, time: 15, memory: 1436 });
    expect(submitting).toBe(1);
    expect(site.submissions).toHaveLength(1);
    expect(site.submissions[0]).toMatchObject({
      user: 'vj1',
      problemId: '1000',
      language: '0',
      code: task.code,
    });
    // The submit's redirect to the status page shows Queuing, the run id lookup Compiling; then three polls
    // a second apart read Running, Running and the verdict.
    expect(site.submissions[0]?.reads).toBe(5);
    expect(clock.sleeps.filter((ms) => ms === 1000)).toHaveLength(3);
  });

  it('maps each HDU verdict name', async () => {
    const { site, judge } = await start({ users: { vj1: 'secret' } });
    const names: [string, number][] = [
      ['Accepted', SubmissionStatus.accepted],
      ['Presentation Error', SubmissionStatus.presentationError],
      ['Compilation Error', SubmissionStatus.compileError],
      ['Time Limit Exceeded', SubmissionStatus.timeLimitExceeded],
      ['Memory Limit Exceeded', SubmissionStatus.memoryLimitExceeded],
      ['Output Limit Exceeded', SubmissionStatus.outputLimitExceeded],
      ['Runtime Error<br>(ACCESS_VIOLATION)', SubmissionStatus.runtimeError],
    ];
    for (const [name, status] of names) {
      site.script = [name];
      expect((await judge.judge(task, { submitting() {} })).status).toBe(status);
    }
  });

  it('a refused login is a submit failure, after no retry', async () => {
    const { site, judge, clock } = await start({ users: { vj1: 'other' } });
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome.status).toBe(SubmissionStatus.submitFailed);
    expect(outcome.note).toMatch(/refused the login of vj1/);
    expect(site.submissions).toHaveLength(0);
    expect(clock.sleeps).toEqual([]);
  });

  it.each(['page', '429'] as const)(
    'rate limited (%s): backs off 2, 4, 8 s, then submit failed',
    async (rateLimit) => {
      const { site, judge, clock } = await start({ users: { vj1: 'secret' }, rateLimit });
      const outcome = await judge.judge(task, { submitting() {} });
      expect(outcome.status).toBe(SubmissionStatus.submitFailed);
      expect(clock.sleeps).toEqual([2000, 4000, 8000]);
      expect(site.submissions).toHaveLength(0);
    },
  );

  it('rate limited once, then taken: the retry submits once', async () => {
    const { site } = await start({ users: { vj1: 'secret' }, rateLimit: 'page' });
    site.script = ['Accepted'];
    const retries: string[] = [];
    const judging = new RemoteJudge({
      adapters: new Map([[RemoteBank.hdu, new HduAdapter(site.url)]]),
      clock: new TestClock(),
      onRetry: (error) => {
        retries.push(error.kind);
        site.options.rateLimit = null;
      },
    });
    expect((await judging.judge(task, { submitting() {} })).status).toBe(SubmissionStatus.accepted);
    expect(retries).toEqual(['rate-limited']);
    expect(site.submissions).toHaveLength(1);
  });

  it('a status page whose shape changed is a clear system error, not a crash', async () => {
    const { site, adapter } = await start({ users: { vj1: 'secret' } });
    const session = await adapter.login(account);
    site.options.changedStatusPage = true;
    const error = await adapter.poll(session, RemoteBank.hdu, '1000', '1000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ kind: 'changed', message: 'HDU: the status page has no status table' });
  });

  it('an unknown verdict name is a changed page, and the round a system error', async () => {
    const { site, judge } = await start({ users: { vj1: 'secret' } });
    site.script = ['Queuing', 'Judged by the oracle'];
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome.status).toBe(SubmissionStatus.systemError);
    expect(outcome.note).toMatch(/unknown verdict "Judged by the oracle"/);
  });

  it('a language the site lacks is a submit failure without calling the site', async () => {
    const { site, judge } = await start({ users: { vj1: 'secret' } });
    const outcome = await judge.judge({ ...task, language: 'Rust' }, { submitting() {} });
    expect(outcome).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'HDU has no language Rust',
    });
    expect(site.submissions).toHaveLength(0);
  });

  it('an unreachable site: retries with backoff, then submit failed', async () => {
    const { site, judge, clock } = await start({ users: { vj1: 'secret' } });
    await site.stop();
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome.status).toBe(SubmissionStatus.submitFailed);
    expect(clock.sleeps).toEqual([2000, 4000, 8000]);
  });
});
