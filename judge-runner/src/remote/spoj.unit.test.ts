import { RemoteBank, SubmissionStatus } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import { spojFake } from './fakes/spojFake';
import { RemoteJudge } from './remoteJudge';
import { SpojAdapter } from './spoj';
import { TestClock } from './testClock';

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

async function start(options: Parameters<typeof spojFake>[0]) {
  const site = await spojFake(options).start();
  sites.push(site);
  const adapter = new SpojAdapter(site.url);
  const clock = new TestClock();
  const judge = new RemoteJudge({
    adapters: new Map([[RemoteBank.spoj, adapter]]),
    clock,
    pollIntervalMs: 1000,
  });
  return { site, adapter, clock, judge };
}

const account = { username: 'spojer', password: 'pw' };
const task = {
  bank: RemoteBank.spoj,
  problemId: 'TEST',
  language: 'C++ 17',
  code: 'int main(){}',
  accounts: [account],
};

describe('SPOJ adapter against a fake SPOJ', () => {
  it('reads a problem page: name, limits, sections and the Input:/Output: example', async () => {
    const { adapter } = await start({ users: {} });
    expect(await adapter.fetchProblem(RemoteBank.spoj, 'test')).toEqual({
      problemId: 'TEST',
      title: 'Life, the Universe, and Everything',
      description:
        'Your program is to use the brute-force approach in order to find the Answer to Life, the Universe, and Everything.',
      input: 'Input: small integers, one per line.',
      output:
        'Rewrite small numbers from input to output. Stop processing input after reading in the number 42.',
      hint: '',
      source: 'SPOJ',
      timeLimit: 10_000,
      memoryLimit: 1536,
      examples: [{ input: '1\n2\n42', output: '1\n2' }],
    });
    await expect(adapter.fetchProblem(RemoteBank.spoj, 'NOPE')).rejects.toMatchObject({
      kind: 'refused',
      message: 'SPOJ has no problem NOPE',
    });
  });

  it('submits, takes the new submission id from the answer, and polls through waiting and running', async () => {
    const { site, judge } = await start({ users: { spojer: 'pw' } });
    site.script = ['waiting..', 'compiling..', 'running..', 'running..', 'wrong answer'];
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome).toMatchObject({ status: SubmissionStatus.wrongAnswer, time: 20, memory: 5427 });
    expect(site.submissions).toEqual([
      expect.objectContaining({ problemId: 'TEST', language: '44', code: 'int main(){}' }),
    ]);
    expect(site.submissions[0]?.reads).toBe(5);
  });

  it.each([
    ['accepted', SubmissionStatus.accepted],
    ['time limit exceeded', SubmissionStatus.timeLimitExceeded],
    ['compilation error', SubmissionStatus.compileError],
    ['runtime error (SIGSEGV)', SubmissionStatus.runtimeError],
    ['memory limit exceeded', SubmissionStatus.memoryLimitExceeded],
  ])('maps %s', async (shown, status) => {
    const { site, judge } = await start({ users: { spojer: 'pw' } });
    site.script = [shown];
    expect((await judge.judge(task, { submitting() {} })).status).toBe(status);
  });

  it('a refused login is a submit failure at once; HTTP 429 backs off then fails', async () => {
    const refused = await start({ users: { spojer: 'x' } });
    expect(await refused.judge.judge(task, { submitting() {} })).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'SPOJ: SPOJ refused the login of spojer',
    });
    expect(refused.clock.sleeps).toEqual([]);
    const limited = await start({ users: { spojer: 'pw' }, rateLimit: '429' });
    expect((await limited.judge.judge(task, { submitting() {} })).status).toBe(SubmissionStatus.submitFailed);
    expect(limited.clock.sleeps).toEqual([2000, 4000, 8000]);
  });

  it('a status page whose shape changed: a clear system error after the submit', async () => {
    const { site, judge, clock } = await start({ users: { spojer: 'pw' } });
    clock.onSleep = () => {
      site.options.changedStatusPage = true;
    };
    const outcome = await judge.judge(task, { submitting() {} });
    expect(site.submissions).toHaveLength(1);
    expect(outcome).toMatchObject({ status: SubmissionStatus.systemError });
    expect(outcome.note).toContain('SPOJ: the status page has no status table');
  });
});
