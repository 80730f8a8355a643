import { type Kysely, sql } from 'kysely';

// Frozen. Submission numbers come from a sequence, like problem numbers. Test runs on custom input are
// not product history (spec: never stored as a submission): a short-lived table holds them until the
// author has read the result.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence submission_id_seq start 1000`.execute(db);
  await sql`
    create table test_runs (
      key text primary key,
      uid text not null,
      task jsonb not null,
      status integer not null default 5,
      result jsonb,
      leased_until timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index test_runs_open on test_runs (created_at) where result is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table test_runs`.execute(db);
  await sql`drop sequence submission_id_seq`.execute(db);
}
