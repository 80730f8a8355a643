import { RemoteBank, SubmissionStatus } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeforcesAdapter } from './codeforces';
import { codeforcesFake } from './fakes/codeforcesFake';
import { RemoteJudge } from './remoteJudge';
import { TestClock } from './testClock';

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

async function start(options: Parameters<typeof codeforcesFake>[0]) {
  const site = await codeforcesFake(options).start();
  sites.push(site);
  const adapter = new CodeforcesAdapter(site.url);
  const clock = new TestClock();
  const adapters = new Map([
    [RemoteBank.codeforces, adapter],
    [RemoteBank.gym, adapter],
  ]);
  const judge = new RemoteJudge({ adapters, clock, pollIntervalMs: 1000 });
  return { site, adapter, clock, judge };
}

const account = { username: 'tourist2', password: 'pw' };
let n = 0;
/** Codeforces refuses the same code twice: each task's code is new. */
const task = (bank: 'CF' | 'GYM' = 'CF', language = 'C++ 17') => ({
  bank,
  problemId: bank === 'CF' ? '4A' : '100001A',
  language,
  code: `int main(){return 0;} // ${++n}`,
  accounts: [account],
});

describe('Codeforces and GYM adapter against a fake Codeforces', () => {
  it('reads a problemset page and a gym page: title, limits, sections, sample', async () => {
    const { adapter } = await start({ users: {} });
    const problem = await adapter.fetchProblem(RemoteBank.codeforces, '4A');
    expect(problem).toMatchObject({
      problemId: '4A',
      title: 'Watermelon',
      timeLimit: 1000,
      memoryLimit: 64,
      source: 'Codeforces 4',
      examples: [{ input: '8', output: 'YES' }],
    });
    expect(problem.description).toContain('Pete and his friend Billy');
    expect(problem.input).toMatch(/^The first \(and the only\) input line/);
    expect(problem.hint).toMatch(/^For example/);
    expect((await adapter.fetchProblem(RemoteBank.gym, '100001A')).title).toBe('Gym Watermelon');
    await expect(adapter.fetchProblem(RemoteBank.codeforces, '9Z')).rejects.toMatchObject({
      kind: 'refused',
    });
    await expect(adapter.fetchProblem(RemoteBank.codeforces, 'A4')).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('logs in with the csrf token, submits to the problemset, polls the API through the queue and TESTING', async () => {
    const { site, judge } = await start({ users: { tourist2: 'pw' } });
    site.script = ['', 'TESTING', 'TESTING', 'TESTING', 'WRONG_ANSWER'];
    const t = task();
    const outcome = await judge.judge(t, { submitting() {} });
    expect(outcome).toMatchObject({ status: SubmissionStatus.wrongAnswer, time: 46, memory: 100 });
    expect(site.submissions).toEqual([
      expect.objectContaining({ problemId: '4A', language: '54', code: t.code }),
    ]);
    expect(site.submissions[0]?.reads).toBe(5);
  });

  it('submits to a gym contest by problem index', async () => {
    const { site, judge } = await start({ users: { tourist2: 'pw' } });
    site.script = ['OK'];
    expect((await judge.judge(task('GYM', 'Python3'), { submitting() {} })).status).toBe(
      SubmissionStatus.accepted,
    );
    expect(site.submissions[0]).toMatchObject({ problemId: '100001A', language: '31' });
  });

  it.each([
    ['OK', SubmissionStatus.accepted],
    ['COMPILATION_ERROR', SubmissionStatus.compileError],
    ['TIME_LIMIT_EXCEEDED', SubmissionStatus.timeLimitExceeded],
    ['MEMORY_LIMIT_EXCEEDED', SubmissionStatus.memoryLimitExceeded],
    ['RUNTIME_ERROR', SubmissionStatus.runtimeError],
    ['IDLENESS_LIMIT_EXCEEDED', SubmissionStatus.timeLimitExceeded],
    ['SKIPPED', SubmissionStatus.cancelled],
  ])('maps %s', async (verdict, status) => {
    const { site, judge } = await start({ users: { tourist2: 'pw' } });
    site.script = [verdict];
    expect((await judge.judge(task(), { submitting() {} })).status).toBe(status);
  });

  it('a refused login, and a refused submission (the same code twice), are submit failures without retries', async () => {
    const refused = await start({ users: { tourist2: 'other' } });
    expect(await refused.judge.judge(task(), { submitting() {} })).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'CF: Codeforces refused the login of tourist2',
    });
    const { site, judge, clock } = await start({ users: { tourist2: 'pw' } });
    site.script = ['OK'];
    const once = task();
    await judge.judge(once, { submitting() {} });
    expect(await judge.judge(once, { submitting() {} })).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'CF: CF refused the submission: You have submitted exactly the same code before',
    });
    // One poll; then the account's 5 s between submits (less the second gone by); no retry backoff.
    expect(clock.sleeps).toEqual([1000, 4000]);
  });

  it('HTTP 429 on submit and the API call limit both back off and retry', async () => {
    const { site, judge, clock } = await start({ users: { tourist2: 'pw' }, rateLimit: '429' });
    expect((await judge.judge(task(), { submitting() {} })).status).toBe(SubmissionStatus.submitFailed);
    expect(clock.sleeps).toEqual([2000, 4000, 8000]);
    site.options.rateLimit = 'api';
    const limited = await judge.judge(task(), { submitting() {} });
    expect(limited).toMatchObject({ status: SubmissionStatus.submitFailed });
    expect(limited.note).toContain('Call limit exceeded');
  });

  it('an API answer of another shape is a clear system error after the submit', async () => {
    const { site, adapter } = await start({ users: { tourist2: 'pw' } });
    const session = await adapter.login(account);
    const runId = await adapter.submit(session, RemoteBank.codeforces, '4A', 'C', 'int main(){}');
    site.options.changedApi = true;
    await expect(adapter.poll(session, RemoteBank.codeforces, '4A', runId)).rejects.toMatchObject({
      kind: 'changed',
      message: 'Codeforces: user.status answered an unknown shape',
    });
  });
});
