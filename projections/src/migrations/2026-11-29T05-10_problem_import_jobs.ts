import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Background problem imports (issue 23): the `problem-imports` projection's one table, a job's
// progress and, when done, its per-problem report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table problem_import_jobs (
      job integer primary key,
      uid text not null,
      mode text not null,
      files jsonb not null,
      state text not null,
      phase text,
      done integer not null default 0,
      total integer not null default 0,
      current text,
      cases_done integer,
      cases integer,
      imported integer,
      items jsonb,
      reason text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table problem_import_jobs`.execute(db);
}
