import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wrong_case_downloads (
      uid text not null,
      day date not null,
      count integer not null,
      primary key (uid, day)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wrong_case_downloads`.execute(db);
}
