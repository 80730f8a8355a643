import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns (positions, versions) come back as numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** A kysely instance over a pg pool; every package opens its database through this. */
export function openDatabase<DB>(connectionString: string, options: { max?: number } = {}): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
