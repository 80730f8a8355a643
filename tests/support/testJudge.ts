import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { JudgeClient, JudgeRunner, type ReportPacing, SandboxPool, TestDataCache } from '@oj/judge-runner';
import pino from 'pino';
import type { TestServer } from './testServer';

export const TEST_JUDGE_TOKEN = 'test-judge-token-0123456789';

/**
 * A real judge runner in this process, against a test server started with `TEST_JUDGE_TOKEN`: a sandbox
 * pool on its own slot range (each test file picks one), its own work folder and test data cache.
 */
export async function startTestJudge(
  t: TestServer,
  options: {
    firstSlot: number;
    slots?: number;
    name?: string;
    leaseWaitMs?: number;
    /** A client of the test's own (one that misbehaves, say); the default is a plain JudgeClient. */
    client?: (url: string, token: string, name: string) => JudgeClient;
    /** How the runner spaces its case reports (`unspacedReports`: a quick round's cases are reported too). */
    reportPacing?: ReportPacing;
  },
) {
  // Under /var/tmp, not /tmp: the work folder must be reachable (0755) by the sandbox's slot uids.
  await mkdir('/var/tmp/oj-test-judge', { recursive: true, mode: 0o755 });
  const root = await mkdtemp('/var/tmp/oj-test-judge/run-');
  const workDir = path.join(root, 'work');
  await mkdir(workDir, { mode: 0o755 });
  const slots = options.slots ?? 2;
  const pool = await SandboxPool.start({ slots, firstSlot: options.firstSlot, maxSlots: slots });
  const makeClient = options.client ?? ((url, token, name) => new JudgeClient(url, token, name));
  const client = makeClient(t.url, TEST_JUDGE_TOKEN, options.name ?? `test-${options.firstSlot}`);
  const runner = new JudgeRunner({
    client,
    pool,
    cache: new TestDataCache(path.join(root, 'testdata'), client),
    workDir,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    concurrency: slots,
    leaseWaitMs: options.leaseWaitMs ?? 2000,
    reportPacing: options.reportPacing,
  });
  runner.start();
  return {
    runner,
    pool,
    client,
    async stop() {
      await runner.stop();
      await pool.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
