import { RemoteBank, SubmissionStatus } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import { pojFake } from './fakes/pojFake';
import { PojAdapter } from './poj';
import { RemoteJudge } from './remoteJudge';
import { TestClock } from './testClock';

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

async function start(options: Parameters<typeof pojFake>[0]) {
  const site = await pojFake(options).start();
  sites.push(site);
  const adapter = new PojAdapter(site.url);
  const clock = new TestClock();
  const judge = new RemoteJudge({
    adapters: new Map([[RemoteBank.poj, adapter]]),
    clock,
    pollIntervalMs: 1000,
  });
  return { site, adapter, clock, judge };
}

const account = { username: 'vjpoj', password: 'pw' };
// Text beyond ASCII travels as UTF-8 in base64 (encoded=1), exactly.
const code = 'int main(){/* é */return 0;}';
const task = { bank: RemoteBank.poj, problemId: '1000', language: 'Java', code, accounts: [account] };

describe('POJ adapter against a fake POJ', () => {
  it('reads a problem page: title, limits, sections, sample and hint lines', async () => {
    const { adapter } = await start({ users: {} });
    expect(await adapter.fetchProblem(RemoteBank.poj, '1000')).toEqual({
      problemId: '1000',
      title: 'A+B Problem',
      description: 'Calculate a+b',
      input: 'Two integer a,b (0<=a,b<=10)',
      output: 'Output a+b',
      hint: 'Q: Where are the input and the output?\nA: stdin and stdout.',
      source: 'POJ',
      timeLimit: 1000,
      memoryLimit: 10,
      examples: [{ input: '1 2', output: '3' }],
    });
    await expect(adapter.fetchProblem(RemoteBank.poj, '77')).rejects.toMatchObject({
      kind: 'refused',
      message: 'POJ has no problem 77',
    });
  });

  it('submits base64 with the site language and polls through Waiting and Running & Judging', async () => {
    const { site, judge } = await start({ users: { vjpoj: 'pw' } });
    site.script = ['Waiting', 'Compiling', 'Running & Judging', 'Running & Judging', 'Time Limit Exceeded'];
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome).toMatchObject({ status: SubmissionStatus.timeLimitExceeded, time: 15, memory: 1436 });
    expect(site.submissions).toEqual([expect.objectContaining({ user: 'vjpoj', language: '2', code })]);
    expect(site.submissions[0]?.reads).toBe(5);
  });

  it.each([
    ['Accepted', SubmissionStatus.accepted],
    ['Wrong Answer', SubmissionStatus.wrongAnswer],
    ['Presentation Error', SubmissionStatus.presentationError],
    ['Compile Error', SubmissionStatus.compileError],
    ['Memory Limit Exceeded', SubmissionStatus.memoryLimitExceeded],
    ['Output Limit Exceeded', SubmissionStatus.outputLimitExceeded],
    ['Runtime Error', SubmissionStatus.runtimeError],
  ])('maps %s', async (name, status) => {
    const { site, judge } = await start({ users: { vjpoj: 'pw' } });
    site.script = [name];
    expect((await judge.judge(task, { submitting() {} })).status).toBe(status);
  });

  it('a refused login is a submit failure at once', async () => {
    const { site, judge, clock } = await start({ users: { vjpoj: 'other' } });
    const outcome = await judge.judge(task, { submitting() {} });
    expect(outcome).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'POJ: POJ refused the login of vjpoj',
    });
    expect(site.submissions).toHaveLength(0);
    expect(clock.sleeps).toEqual([]);
  });

  it.each(['page', '429'] as const)('rate limited (%s): backs off, then submit failed', async (rateLimit) => {
    const { site, judge, clock } = await start({ users: { vjpoj: 'pw' }, rateLimit });
    expect((await judge.judge(task, { submitting() {} })).status).toBe(SubmissionStatus.submitFailed);
    expect(clock.sleeps).toEqual([2000, 4000, 8000]);
    expect(site.submissions).toHaveLength(0);
  });

  it('a status page whose shape changed after the submit: a clear system error', async () => {
    const { site, adapter } = await start({ users: { vjpoj: 'pw' } });
    const session = await adapter.login(account);
    await adapter.submit(session, RemoteBank.poj, '1000', 'C', code);
    site.options.changedStatusPage = true;
    await expect(adapter.poll(session, RemoteBank.poj, '1000', '1000')).rejects.toMatchObject({
      kind: 'changed',
      message: 'POJ: the status page has no status table',
    });
  });

  it('maps our language names and refuses one POJ lacks', async () => {
    const { judge, site } = await start({ users: { vjpoj: 'pw' } });
    site.script = ['Accepted'];
    expect((await judge.judge({ ...task, language: 'C++ 11' }, { submitting() {} })).status).toBe(
      SubmissionStatus.accepted,
    );
    expect(site.submissions[0]?.language).toBe('0');
    expect(await judge.judge({ ...task, language: 'Python3' }, { submitting() {} })).toMatchObject({
      status: SubmissionStatus.submitFailed,
      note: 'POJ has no language Python3',
    });
  });
});
