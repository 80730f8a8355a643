import pino from 'pino';
import { migrateToLatest } from './database/migrate';
import { startServer } from './serve';
import { readConfig } from './start/config';

/**
 * One API node for a production deployment (docker-compose.yml): DATABASE_URL is required, the
 * projector and judge runners run as their own services. Migrations are safe to run from every node
 * at once (Kysely's migrator takes a lock).
 */
const config = readConfig(process.env, process.cwd());
const log = pino({ name: 'oj-server', level: config.logLevel });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is required (npm start runs an embedded PostgreSQL instead)');
  process.exit(2);
}
await migrateToLatest(config.databaseUrl);
const server = await startServer({
  databaseUrl: config.databaseUrl,
  port: config.port,
  log,
  webDist: process.env.WEB_DIST,
  filesDir: `${config.dataDir}/files`,
  trustProxy: process.env.TRUST_PROXY === '1',
  judgeToken: process.env.JUDGE_TOKEN,
  judgeLeaseTtlMs: config.judgeLeaseTtlMs,
});
log.info({ port: config.port }, 'API node listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
