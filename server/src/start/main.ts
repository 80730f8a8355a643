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
const server = await startServer({ databaseUrl: database.url, port: config.port, log, webDist, filesDir });
const projector = supervise(
  'projector',
  path.join(root, 'projections/src/projector/main.ts'),
  { DATABASE_URL: database.url, LOG_LEVEL: config.logLevel },
  log,
);
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
  await server.close();
  await projector.stop();
  await database.embedded?.stop();
  process.exit(0);
}
takeOverShutdownSignals();
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
