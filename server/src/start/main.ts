import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { migrateToLatest } from '../database/migrate';
import { seedDemo } from '../seed/demoSeed';
import { startServer } from '../serve';
import { supervise } from './childProcess';
import { readConfig } from './config';
import { openProductDatabase, takeOverShutdownSignals } from './database';
import { ensureWebBuild } from './webBuild';

/**
 * `npm start`: the whole product on one machine with no configuration. An embedded PostgreSQL
 * (unless DATABASE_URL is set), migrations, the web build, the API with its live gateway, and the
 * projector as a supervised child process. Ctrl-C stops everything in reverse order.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = readConfig(process.env, root);
const log = pino({ name: 'oj', level: config.logLevel });

const database = await openProductDatabase(config.databaseUrl, config.dataDir);
const applied = await migrateToLatest(database.url);
if (applied.length > 0) log.info({ applied }, 'migrations applied');
const webDist = ensureWebBuild(path.join(root, 'web'), log);
const filesDir = path.join(config.dataDir, 'files');
// One machine, one secret: the runner started below is the only judge, so a fresh token per start will do.
const judgeToken = process.env.JUDGE_TOKEN ?? randomBytes(24).toString('base64url');
const server = await startServer({
  databaseUrl: database.url,
  port: config.port,
  log,
  webDist,
  filesDir,
  judgeToken,
  judgeLeaseTtlMs: config.judgeLeaseTtlMs,
});
const projector = supervise(
  'projector',
  path.join(root, 'projections/src/projector/main.ts'),
  { DATABASE_URL: database.url, LOG_LEVEL: config.logLevel },
  log,
);
// The sandbox needs root (namespaces, cgroups, uid switching); without it, submissions wait as Pending.
const judge =
  process.getuid?.() === 0
    ? supervise(
        'judge-runner',
        path.join(root, 'judge-runner/src/runner/main.ts'),
        {
          JUDGE_SERVER_URL: server.url,
          JUDGE_TOKEN: judgeToken,
          JUDGE_RUNNER_NAME: 'local',
          JUDGE_WORK_DIR: path.join(config.dataDir, 'judge'),
          LOG_LEVEL: config.logLevel,
        },
        log,
      )
    : undefined;
if (!judge) log.warn('not running as root: no judge runner started (the sandbox needs root and cgroup v1)');
// Remote problems are judged by other sites: a remote runner needs no sandbox. It submits with the site
// accounts the super admin adds (Remote judge page), encrypted with REMOTE_ACCOUNT_KEY (a development key here).
const remoteRunner = supervise(
  'remote-runner',
  path.join(root, 'judge-runner/src/remote/main.ts'),
  {
    JUDGE_SERVER_URL: server.url,
    JUDGE_TOKEN: judgeToken,
    JUDGE_RUNNER_NAME: 'remote',
    LOG_LEVEL: config.logLevel,
  },
  log,
);
// Seeding waits for read models to show each command; on a loaded machine the projector takes a while to start.
await projector.ready;
const seeded = await seedDemo(server.services, process.env.ADMIN_PASSWORD);
if (seeded.length > 0) {
  // Shown once, at creation, in plain text for the person at the terminal: only argon2 hashes are stored.
  const lines = seeded.map((a) => {
    const shown =
      a.username === 'root' && process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : a.password;
    return `  ${a.username.padEnd(6)} ${shown}`;
  });
  process.stdout.write(`\nDemo accounts created (note these passwords now):\n${lines.join('\n')}\n\n`);
}
log.info(`Online Judge is running at http://localhost:${config.port} (data in ${config.dataDir})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await judge?.stop();
  await remoteRunner.stop();
  await server.close();
  await projector.stop();
  await database.embedded?.stop();
  process.exit(0);
}
takeOverShutdownSignals();
// `on`, not `once`: Ctrl-C reaches us twice (from the terminal and relayed by tsx), and tsx exits a
// process at once on a signal nobody listens to, which cut the orderly stop short.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
