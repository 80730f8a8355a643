import { sql } from 'kysely';
import type { QueryDb } from '../readModel/queryDb';
import type { RemoteAccountUsageTables } from './remoteAccountUsageProjection';

/** One account's use: submits the site took and submits that failed, since `since` and in all. */
export interface RemoteAccountUsage {
  bank: string;
  username: string;
  submitsToday: number;
  submits: number;
  failuresToday: number;
  failures: number;
  lastUsedAt: Date | null;
}

/**
 * Every account's use that has any, counted from the read model (`since`: the start of the server's day).
 *
 * @example
 * const rows = await remoteAccountUsage(db, startOfServerDay(new Date()));
 * // [{ bank: 'HDU', username: 'vj1', submitsToday: 2, submits: 40, failuresToday: 0, failures: 1, lastUsedAt }]
 */
export async function remoteAccountUsage(
  db: QueryDb<RemoteAccountUsageTables>,
  since: Date,
): Promise<RemoteAccountUsage[]> {
  const count = (failed: boolean, today: boolean) =>
    today
      ? sql<string>`count(*) filter (where failed = ${failed} and at >= ${since})`
      : sql<string>`count(*) filter (where failed = ${failed})`;
  const rows = await db
    .selectFrom('remote_account_usage')
    .select([
      'bank',
      'username',
      count(false, true).as('submits_today'),
      count(false, false).as('submits'),
      count(true, true).as('failures_today'),
      count(true, false).as('failures'),
      sql<Date | null>`max(at)`.as('last_used_at'),
    ])
    .groupBy(['bank', 'username'])
    .orderBy('bank')
    .orderBy('username')
    .execute();
  return rows.map((r) => ({
    bank: r.bank,
    username: r.username,
    submitsToday: Number(r.submits_today),
    submits: Number(r.submits),
    failuresToday: Number(r.failures_today),
    failures: Number(r.failures),
    lastUsedAt: r.last_used_at,
  }));
}
