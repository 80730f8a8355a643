import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let t: TestServer;
let workDir: string;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  workDir = await mkdtemp('/var/tmp/oj-token-');
});
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

it('a runner whose judge token the server refuses stops with a clear line and a non-zero exit, never a loop of 401s', async () => {
  // What an orphaned runner met after `npm start` restarted with a fresh token.
  const runner = spawn(process.execPath, ['--import', 'tsx', 'judge-runner/src/runner/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      JUDGE_SERVER_URL: t.url,
      JUDGE_TOKEN: 'the-token-of-a-server-that-restarted',
      JUDGE_RUNNER_NAME: 'stale',
      JUDGE_SLOTS: '1',
      JUDGE_FIRST_SLOT: '318',
      JUDGE_WORK_DIR: workDir,
    },
  });
  let output = '';
  runner.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  runner.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exit = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)));
  const deadline = setTimeout(() => runner.kill('SIGKILL'), 30_000);
  const code = await exit;
  clearTimeout(deadline);
  expect(code, output).toBe(3);
  expect(output).toContain('the server refused the judge token (401)');
  // It never took work: no runner report was stored under its name.
  const reported = await t.store.readStream('judge-runner-stale');
  expect(reported).toEqual([]);
}, 60_000);
