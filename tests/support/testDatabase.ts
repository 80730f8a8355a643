import { randomBytes } from 'node:crypto';
import { withDatabase } from '@oj/server';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * This worker's test server: each worker has its own (tests/support/globalSetup.ts), so a transaction a
 * file holds open never holds back the snapshot of the file running beside it.
 */
function postgresUrl(): string {
  const urls = inject('postgresUrls');
  const worker = Math.max(Number(process.env.VITEST_POOL_ID ?? 1), 1) - 1;
  const url = urls[worker % urls.length];
  if (!url) throw new Error('no test PostgreSQL server was provided');
  return url;
}

/** Runs one statement against the test server's `postgres` database. */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file, cloned from the run's template.
 *
 * @example
 * const db = await createTestDatabase();
 * afterAll(() => db.drop());
 */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `oj_test_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name} template ${inject('templateDatabase')}`);
  return {
    name,
    url: withDatabase(postgresUrl(), name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
