import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ProductEvent, RecordedEvent } from '@oj/events';
import { JudgeClient, LeaseLost } from '@oj/judge-runner';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Each case burns about 0.4 s of CPU, so the runner is surely mid-judge when it is killed.
const SLOW_AB = `#include <cstdio>
int main(){ volatile unsigned long x=0; for(unsigned long i=0;i<400000000UL;i++) x+=i;
 long long a,b; scanf("%lld%lld",&a,&b); printf("%lld\\n",a+b); }`;

let t: TestServer;
let root: TestAccount;
let doomed: ChildProcess | undefined;
let workDir: string;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN, judgeLeaseTtlMs: 3000 });
  root = await registerAndLogin(t, ROLE.root);
  workDir = await mkdtemp('/var/tmp/oj-lease-');
});
afterAll(async () => {
  if (doomed?.pid && doomed.exitCode === null && doomed.signalCode === null)
    process.kill(-doomed.pid, 'SIGKILL');
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A runner as its own process group, like `npm run judge` on another machine. */
function spawnRunner(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'judge-runner/src/runner/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      JUDGE_SERVER_URL: t.url,
      JUDGE_TOKEN: TEST_JUDGE_TOKEN,
      JUDGE_RUNNER_NAME: 'doomed',
      JUDGE_SLOTS: '1',
      JUDGE_FIRST_SLOT: '170',
      JUDGE_WORK_DIR: workDir,
    },
  });
}

it('gives a round whose runner died mid-judge to another runner, and ends it with exactly one verdict', async () => {
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'LEASE1', title: 'Slow A+B', timeLimit: 5000, checker: null },
    testCases: ['1 2', '3 4', '5 6', '7 8'].map((input) => ({
      input: `${input}\n`,
      output: `${input.split(' ').reduce((sum, n) => sum + Number(n), 0)}\n`,
    })),
  });
  const { pid } = created.body.data as { pid: number };
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const submitted = await root.client.post('/api/submit-problem-judge', {
    pid,
    language: 'C++ With O2',
    code: SLOW_AB,
  });
  const { submitId } = submitted.body.data as { submitId: number };
  const stream = `submission-${submitId}`;
  const events = () => t.store.readStream(stream) as Promise<RecordedEvent<ProductEvent>[]>;

  doomed = spawnRunner();
  await until(async () => (await events()).some((e) => e.type === 'SubmissionCaseJudged'), 60_000);
  process.kill(-(doomed.pid as number), 'SIGKILL');
  const firstLease = (await events()).find((e) => e.type === 'JudgeLeaseTaken');
  if (firstLease?.type !== 'JudgeLeaseTaken') throw new Error('no lease taken');

  const rescuer = await startTestJudge(t, { firstSlot: 172, name: 'rescuer' });
  try {
    await until(async () => (await events()).some((e) => e.type === 'SubmissionJudged'), 60_000);
  } finally {
    await rescuer.stop();
  }
  const history = await events();
  const leases = history.filter((e) => e.type === 'JudgeLeaseTaken');
  expect(leases.map((e) => e.data.runner)).toEqual(['doomed', 'rescuer']);
  expect(leases[1]?.type === 'JudgeLeaseTaken' && leases[1].data.replaces).toBe(firstLease.data.leaseId);
  const verdicts = history.filter((e) => e.type === 'SubmissionJudged');
  expect(verdicts).toHaveLength(1);
  expect(verdicts[0]?.type === 'SubmissionJudged' && verdicts[0].data.status).toBe(0);

  // The dead runner's lease is void: a late report from it is refused, and no second verdict appears.
  const ghost = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'doomed');
  const late = ghost.verdict({
    submitId,
    round: 1,
    leaseId: firstLease.data.leaseId,
    status: -1,
    score: null,
    time: 0,
    memory: 0,
    errorMessage: '',
    systemError: null,
  });
  await expect(late).rejects.toBeInstanceOf(LeaseLost);
  expect((await events()).filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
}, 180_000);
