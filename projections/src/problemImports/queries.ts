import type { ImportReportItem } from '@oj/events';
import type { ImportJobPhase, ImportJobState, ImportMode } from '@oj/events/vocabulary';
import { sql } from 'kysely';
import type { QueryDb } from '../readModel/queryDb';
import type { ProblemImportsTables } from './problemImportsTables';

/** A background import as the batch page shows it (REST and the job's live room send the same). */
export interface ImportJobView {
  job: number;
  mode: ImportMode;
  files: { name: string; size: number }[];
  state: ImportJobState;
  phase: ImportJobPhase | null;
  done: number;
  total: number;
  current: string | null;
  /** Creating: the current problem's cases stored so far, of `cases` (null otherwise). */
  casesDone: number | null;
  cases: number | null;
  /** When done: how many problems were created, and a line per problem. */
  imported: number | null;
  items: ImportReportItem[] | null;
  reason: string | null;
  /** Failed because its server died: the admin may start it again. */
  stalled: boolean;
}

/**
 * One import job, or undefined.
 *
 * @example
 * const job = await importJobView(db, 3); // { job: 3, state: 'running', phase: 'creating', done: 1, total: 4, ... }
 */
export async function importJobView(
  db: QueryDb<ProblemImportsTables>,
  job: number,
): Promise<ImportJobView | undefined> {
  const row = await db
    .selectFrom('problem_import_jobs')
    .selectAll()
    .where('job', '=', job)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    job: row.job,
    mode: row.mode,
    files: row.files,
    state: row.state,
    phase: row.phase,
    done: row.done,
    total: row.total,
    current: row.current,
    casesDone: row.cases_done,
    cases: row.cases,
    imported: row.imported,
    items: row.items,
    reason: row.reason,
    stalled: row.stalled,
  };
}

/**
 * Generation tasks a judge runner may take, oldest first: waiting, with no lease or an expired one
 * (`now` in epoch ms). The judge queue tries them in order; the job's stream decides who wins.
 *
 * @example
 * const tasks = await leasableGenerations(db, Date.now(), 4); // [{ job: 3, task: 1 }]
 */
export function leasableGenerations(
  db: QueryDb<ProblemImportsTables>,
  now: number,
  limit: number,
): Promise<{ job: number; task: number }[]> {
  return db
    .selectFrom('problem_import_generations')
    .select(['job', 'task'])
    .where('state', '=', 'waiting')
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', new Date(now))]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Jobs queued or running whose API node's lease ran out before `now`: their node died (the sweeper
 * ends them; the job's stream has the last word).
 *
 * @example
 * const jobs = await stalledImportJobs(db, Date.now()); // [7]
 */
export async function stalledImportJobs(db: QueryDb<ProblemImportsTables>, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('problem_import_jobs')
    .select('job')
    .where('state', 'in', ['queued', 'running'])
    .where('alive_until', '<', new Date(now))
    .execute();
  return rows.map((row) => row.job);
}

/**
 * Remote problem fetches of `banks` waiting for a remote runner: never leased, or their lease ran out
 * (the runner died), oldest first.
 *
 * @example
 * const jobs = await leasableRemoteFetches(db, Date.now(), 8, ['HDU']); // [{ job: 4 }]
 */
export function leasableRemoteFetches(
  db: QueryDb<ProblemImportsTables>,
  now: number,
  limit: number,
  banks: readonly string[],
): Promise<{ job: number }[]> {
  if (banks.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('problem_import_jobs')
    .select('job')
    .where('remote', 'is not', null)
    .where('state', 'in', ['queued', 'running'])
    .where(sql<string>`remote->>'bank'`, 'in', [...banks])
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', String(now))]))
    .orderBy('job')
    .limit(limit)
    .execute();
}

/** A remote fetch no runner holds now, and since when it has waited (queued, or its last lease ran out). */
export interface UnheldRemoteFetch {
  job: number;
  bank: string;
  /** Epoch ms. */
  waitingSince: number;
}

/**
 * Every remote problem fetch that no runner holds at `now` (never leased, or its lease ran out), for the
 * sweeper that fails those whose bank has no runner any more.
 *
 * @example
 * const waiting = await unheldRemoteFetches(db, Date.now()); // [{ job: 4, bank: 'HDU', waitingSince }]
 */
export async function unheldRemoteFetches(
  db: QueryDb<ProblemImportsTables>,
  now: number,
): Promise<UnheldRemoteFetch[]> {
  const rows = await db
    .selectFrom('problem_import_jobs')
    .select(['job', 'created_at', 'lease_expires_at', sql<string>`remote->>'bank'`.as('bank')])
    .where('remote', 'is not', null)
    .where('state', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', String(now))]))
    .orderBy('job')
    .execute();
  return rows.map((row) => ({
    job: row.job,
    bank: row.bank,
    waitingSince: Math.max(row.created_at.getTime(), Number(row.lease_expires_at ?? 0)),
  }));
}
