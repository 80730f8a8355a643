import { mkdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SandboxPool } from '../sandbox/sandboxPool';
import { JudgeClient } from './judgeClient';
import { JudgeRunner } from './judgeRunner';
import { TestDataCache } from './testDataCache';

/**
 * A judge runner process (`npm run judge`): JUDGE_SERVER_URL and JUDGE_TOKEN say where and how to ask
 * for work; JUDGE_SLOTS sandbox slots (default 2; interactive problems need two at once), JUDGE_FIRST_SLOT
 * when several runners share a machine, JUDGE_WORK_DIR for compiled programs and the test data cache.
 */
const env = process.env;
/** The exit status when the server refuses our judge token. */
const EXIT_TOKEN_REFUSED = 3;
const log = pino({ name: 'judge-runner', level: env.LOG_LEVEL ?? 'info' });
// Started by `npm start`'s launcher with an IPC channel: the channel closes when the launcher dies, even
// by SIGKILL (or has closed already, if it died while we loaded). Its server, and our judge token, died
// with it, so we stop now: the rounds we hold expire and go to another runner, and our sandbox workers
// follow us by their parent-death signal.
const exitWithLauncher = () => {
  log.error('the process that started this runner is gone: exiting');
  process.exit(1);
};
process.once('disconnect', exitWithLauncher);
if (process.send && !process.connected) exitWithLauncher();
const serverUrl = env.JUDGE_SERVER_URL ?? 'http://127.0.0.1:8080';
const token = env.JUDGE_TOKEN;
if (!token) {
  log.error('JUDGE_TOKEN is required');
  process.exit(2);
}
const name = env.JUDGE_RUNNER_NAME ?? `${hostname()}-${process.pid}`;
const slots = Number(env.JUDGE_SLOTS ?? 2);
const workRoot = path.resolve(env.JUDGE_WORK_DIR ?? 'data/judge');
const workDir = path.join(workRoot, 'work');
// Folders of submissions a killed runner was judging: their rounds went to other runners.
await rm(workDir, { recursive: true, force: true });
await mkdir(workDir, { recursive: true, mode: 0o755 });

const pool = await SandboxPool.start({ slots, firstSlot: Number(env.JUDGE_FIRST_SLOT ?? 0) });
const client = new JudgeClient(serverUrl, token, name);
const runner = new JudgeRunner({
  client,
  pool,
  cache: new TestDataCache(path.join(workRoot, 'testdata'), client),
  workDir,
  log,
  concurrency: Math.max(1, slots),
  onTokenRefused: (error) => {
    // Exit non-zero: a supervisor (npm start's launcher, systemd, compose) restarts us with the current token.
    log.fatal(
      { err: error, serverUrl },
      "the server refused the judge token (401): stopping; start this runner again with the server's current JUDGE_TOKEN",
    );
    process.exit(EXIT_TOKEN_REFUSED);
  },
});
runner.start();
log.info({ serverUrl, name, slots }, 'judge runner started');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await runner.stop();
  await pool.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
