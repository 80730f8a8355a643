import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The languages a runner cannot run (JudgeRunnerReported.missingLanguages; empty when it has not said).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table judge_runners add column missing_languages text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table judge_runners drop column missing_languages`.execute(db);
}
