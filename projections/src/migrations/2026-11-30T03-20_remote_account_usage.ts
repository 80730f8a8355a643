import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Remote judging's accounts in use (issue 24): one row per submit a remote runner made with an account,
// or failed to make, so the back office counts them per account, today and in all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_account_usage (
      position bigint primary key,
      bank text not null,
      username text not null,
      failed boolean not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index remote_account_usage_account on remote_account_usage (bank, username, at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table remote_account_usage`.execute(db);
}
