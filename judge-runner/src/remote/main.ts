import { hostname } from 'node:os';
import pino from 'pino';
import { JudgeClient } from '../runner/judgeClient';
import { realClock } from './clock';
import { createAdapters, siteUrlsFromEnv } from './index';
import { RemoteJudge } from './remoteJudge';
import { RemoteRunner } from './remoteRunner';
import { ServerSubmitGate } from './serverSubmitGate';

/**
 * A remote runner process (`npm run judge:remote`): JUDGE_SERVER_URL and JUDGE_TOKEN as for a judge
 * runner; REMOTE_SITE_URLS (`HDU=http://...,POJ=...`) points banks at other addresses (a mirror, a test's
 * fake site); REMOTE_CONCURRENCY rounds at once (default 4). The accounts come with each round from the
 * server's pool.
 */
const env = process.env;
const log = pino({ name: 'remote-runner', level: env.LOG_LEVEL ?? 'info' });
// Started by `npm start`'s launcher with an IPC channel: when it goes (the launcher died), so do we.
const exitWithLauncher = () => {
  log.error('the process that started this runner is gone: exiting');
  process.exit(1);
};
process.once('disconnect', exitWithLauncher);
if (process.send && !process.connected) exitWithLauncher();
const token = env.JUDGE_TOKEN;
if (!token) {
  log.error('JUDGE_TOKEN is required');
  process.exit(2);
}
const serverUrl = env.JUDGE_SERVER_URL ?? 'http://127.0.0.1:8080';
const adapters = createAdapters(siteUrlsFromEnv(env.REMOTE_SITE_URLS));
const client = new JudgeClient(
  serverUrl,
  token,
  env.JUDGE_RUNNER_NAME ?? `remote-${hostname()}-${process.pid}`,
);
const runner = new RemoteRunner({
  client,
  // The submit slots are the server's: every remote runner together keeps each site's limits.
  judge: new RemoteJudge({
    adapters,
    clock: realClock,
    gate: new ServerSubmitGate(client, { siteIntervalMs: 1000, accountIntervalMs: 5000 }),
  }),
  banks: [...adapters.keys()],
  log,
  concurrency: Math.max(1, Number(env.REMOTE_CONCURRENCY ?? 4)),
  onTokenRefused: (error) => {
    log.fatal({ err: error }, 'the server refused the judge token (401): stopping');
    process.exit(3);
  },
});
runner.start();
log.info({ serverUrl, banks: [...adapters.keys()] }, 'remote runner started');
const shutdown = () => void runner.stop().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
