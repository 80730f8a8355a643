import { sql } from 'kysely';
import type { QueryDb } from '../readModel/queryDb';
import type { JudgeRunnerRow, JudgeRunnersTables } from './judgeRunnersProjection';

type Db = QueryDb<JudgeRunnersTables>;

/** A runner as the admin's judge status page shows it (GET /api/admin/judge/runners and its room's pushes). */
export function judgeRunnerView({ last_seen, missing_languages, ...report }: JudgeRunnerRow) {
  return { ...report, lastSeen: last_seen.toISOString(), missingLanguages: missing_languages };
}
export type JudgeRunnerView = ReturnType<typeof judgeRunnerView>;

/**
 * Every runner's last report, by name (the admin's judge status page).
 *
 * @example
 * const runners = await judgeRunnerRows(db);
 */
export function judgeRunnerRows(db: Db): Promise<JudgeRunnerRow[]> {
  return db.selectFrom('judge_runners').selectAll().orderBy('name').execute();
}

/**
 * When a runner of `bank` last reported itself online (null: none ever did, or its last report was
 * going offline): a fetch job of the bank waits only while some runner may still take it.
 *
 * @example
 * const seen = await lastSeenRunnerOfBank(db, 'HDU'); // Date | null
 */
export async function lastSeenRunnerOfBank(db: Db, bank: string): Promise<Date | null> {
  const row = await db
    .selectFrom('judge_runners')
    .select((eb) => eb.fn.max('last_seen').as('seen'))
    .where('state', '=', 'online')
    .where(sql<boolean>`${bank} = any(banks)`)
    .executeTakeFirst();
  return row?.seen ?? null;
}

/** What each runner seen online since `seenAfter` says it cannot run (a language missing on every one is unavailable). */
export async function missingLanguagesOfLiveRunners(db: Db, seenAfter: Date): Promise<string[][]> {
  const runners = await db
    .selectFrom('judge_runners')
    .select('missing_languages')
    .where('state', '=', 'online')
    .where('last_seen', '>', seenAfter)
    // Remote runners run no language here: one must not make a language our boxes lack look available.
    .where('version', '!=', 'remote')
    .execute();
  return runners.map((runner) => runner.missing_languages);
}
