import { RemoteBank, SubmissionStatus } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import { AtCoderAdapter } from './atcoder';
import { atcoderFake } from './fakes/atcoderFake';
import { RemoteJudge } from './remoteJudge';
import { TestClock } from './testClock';

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

async function start(options: Parameters<typeof atcoderFake>[0]) {
  const site = await atcoderFake(options).start();
  sites.push(site);
  const adapter = new AtCoderAdapter(site.url);
  const clock = new TestClock();
  const judge = new RemoteJudge({
    adapters: new Map([[RemoteBank.atcoder, adapter]]),
    clock,
    pollIntervalMs: 1000,
  });
  return { site, adapter, clock, judge };
}

const account = { username: 'chokudai2', password: 'pw' };
const task = {
  bank: RemoteBank.atcoder,
  problemId: 'abc300_a',
  language: 'C++ 20',
  code: 'int main(){}',
  accounts: [account],
};

describe('AtCoder adapter against a fake AtCoder', () => {
  it('reads a task page: the English statement, limits and both samples', async () => {
    const { adapter } = await start({ users: {} });
    const problem = await adapter.fetchProblem(RemoteBank.atcoder, 'abc300_a');
    expect(problem).toMatchObject({
      title: 'N-choice question',
      timeLimit: 2000,
      memoryLimit: 1024,
      input: 'Input is given as A B.',
      output: 'Print the answer.',
      source: 'AtCoder abc300',
      examples: [
        { input: '1 2', output: '3' },
        { input: '50 50', output: '100' },
      ],
    });
    expect(problem.description).toMatch(/^Given integers A and B, print A\+B\.\n\nConstraints\n/);
    expect(problem.description).not.toContain('日本語');
    await expect(adapter.fetchProblem(RemoteBank.atcoder, 'abc300_z')).rejects.toMatchObject({
      kind: 'refused',
    });
    await expect(adapter.fetchProblem(RemoteBank.atcoder, 'nounderscore')).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('submits with the csrf token and polls through WJ and the case count to the verdict', async () => {
    const { site, judge } = await start({ users: { chokudai2: 'pw' } });
    site.script = ['WJ', '3/12', '7/12', '11/12', 'TLE'];
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome).toMatchObject({ status: SubmissionStatus.timeLimitExceeded, time: 15, memory: 1436 });
    expect(site.submissions).toEqual([
      expect.objectContaining({ problemId: 'abc300_a', language: '5001', code: 'int main(){}' }),
    ]);
    expect(site.submissions[0]?.reads).toBe(5);
  });

  it.each([
    ['AC', SubmissionStatus.accepted],
    ['WA', SubmissionStatus.wrongAnswer],
    ['MLE', SubmissionStatus.memoryLimitExceeded],
    ['OLE', SubmissionStatus.outputLimitExceeded],
    ['RE', SubmissionStatus.runtimeError],
    ['CE', SubmissionStatus.compileError],
    ['IE', SubmissionStatus.systemError],
  ])('maps %s', async (label, status) => {
    const { site, judge } = await start({ users: { chokudai2: 'pw' } });
    site.script = [label];
    expect((await judge.judge(task, { submitting() {} })).status).toBe(status);
  });

  it('a refused login is a submit failure at once; HTTP 429 backs off then fails', async () => {
    const refused = await start({ users: { chokudai2: 'nope' } });
    expect(await refused.judge.judge(task, { submitting() {} })).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'AC: AtCoder refused the login of chokudai2',
    });
    expect(refused.clock.sleeps).toEqual([]);
    const limited = await start({ users: { chokudai2: 'pw' }, rateLimit: '429' });
    expect((await limited.judge.judge(task, { submitting() {} })).status).toBe(SubmissionStatus.submitFailed);
    expect(limited.clock.sleeps).toEqual([2000, 4000, 8000]);
    expect(limited.site.submissions).toHaveLength(0);
  });

  it('a submissions page whose shape changed: a clear system error after the submit', async () => {
    const { site, judge, clock } = await start({ users: { chokudai2: 'pw' } });
    site.script = ['WJ', 'WJ', 'AC'];
    // The site is redesigned between the submit and the first poll.
    clock.onSleep = () => {
      site.options.changedSubmissionsPage = true;
    };
    const outcome = await judge.judge(task, { submitting() {} });
    expect(site.submissions).toHaveLength(1);
    expect(outcome).toMatchObject({ status: SubmissionStatus.systemError });
    expect(outcome.note).toContain('AC: the submissions page has no submissions table');
  });
});
