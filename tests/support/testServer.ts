import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEventStore, handleCommand, productCatalogue } from '@oj/events';
import { allProjections, startProjector } from '@oj/projections';
import { siteDecider, startServer } from '@oj/server';
import pino from 'pino';
import { startSmtpSink } from './smtpSink';
import { createTestDatabase } from './testDatabase';

/**
 * The whole product against a fresh database: projector, one API node, and a real SMTP sink that
 * the site is configured to send through (so tests read codes from the mail, as a user would).
 */
export async function startTestServer(
  options: {
    webDist?: string;
    /** The web's server entry rendering /home (default: `dist-ssr/` beside `webDist`). */
    firstScreenRenderer?: string;
    trustProxy?: boolean;
    judgeToken?: string;
    judgeLeaseTtlMs?: number;
    judgeClock?: { now(): number };
  } = {},
) {
  const database = await createTestDatabase();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'oj-files-'));
  const store = createEventStore({ connectionString: database.url, catalogue: productCatalogue });
  const projector = startProjector(allProjections, {
    store,
    connectionString: database.url,
    lead: 'submissions',
  });
  const smtp = await startSmtpSink();
  const configured = await handleCommand(store, 'site', siteDecider, {
    type: 'ConfigureMailServer',
    mailServer: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: '',
      password: '',
      from: 'judge@example.com',
    },
  });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const server = await startServer({
    databaseUrl: database.url,
    port: 0,
    host: '127.0.0.1',
    log,
    filesDir,
    ...options,
  });
  // Not just `caughtUp`: the projector may have caught up before the mail server was configured, and a
  // registration code sent before the site settings show it would be held instead of mailed.
  await server.services.settled('site-settings', configured.positions.at(-1));
  await projector.caughtUp;
  return {
    url: server.url,
    server,
    store,
    smtp,
    database,
    uniqueName: (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`,
    async close() {
      await server.close();
      await projector.stop();
      await smtp.close();
      await store.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
