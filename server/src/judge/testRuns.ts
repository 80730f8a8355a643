import type { TestResultRequest, TestRunTask } from '@oj/events/judge';
import type { Kysely } from 'kysely';
import type { JudgeTables } from './tables';

/**
 * The `test_runs` table's queries for the routes that ask for test runs (custom input, checker compiles): a
 * run is a short-lived row, not product history, leased by runners through the judge queue and answered by
 * the judge routes.
 */
type Db = Kysely<JudgeTables>;

/** Old results are removed when new runs are asked for; nobody polls a run for an hour. */
const KEEP_MS = 60 * 60 * 1000;

/** Stores a run for a runner to lease; the caller wakes the runners. */
export async function queueTestRun(db: Db, uid: string, task: TestRunTask, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('test_runs')
    .where('created_at', '<', new Date(now - KEEP_MS))
    .execute();
  await db
    .insertInto('test_runs')
    .values({ key: task.key, uid, task: JSON.stringify({ expectedOutput: null, ...task }) })
    .execute();
}

/** The run and its result so far, if it is its asker's. */
export async function readTestRun(db: Db, key: string, uid: string) {
  return db
    .selectFrom('test_runs')
    .selectAll()
    .where('key', '=', key)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** A run's status and result, whoever asked for it (a checker compile waits on its own run). */
export async function testRunOutcome(db: Db, key: string) {
  return db.selectFrom('test_runs').select(['status', 'result']).where('key', '=', key).executeTakeFirst();
}

export async function dropTestRun(db: Db, key: string): Promise<void> {
  await db.deleteFrom('test_runs').where('key', '=', key).execute();
}

/** A runner's result for a run; a second report of the same run (a retried call) changes nothing. */
export async function saveTestRunResult(
  db: Db,
  key: string,
  result: Omit<TestResultRequest, 'key'>,
): Promise<void> {
  await db
    .updateTable('test_runs')
    .set({ result: JSON.stringify(result), status: result.status, leased_until: null })
    .where('key', '=', key)
    .where('result', 'is', null)
    .execute();
}
