import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// A remote runner's banks (JudgeRunnerReported.banks; empty for a local runner): a remote fetch job fails
// once no runner of its bank has been seen for a while, instead of waiting for ever.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table judge_runners add column banks text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table judge_runners drop column banks`.execute(db);
}
