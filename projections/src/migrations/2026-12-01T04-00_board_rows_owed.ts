import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The contests whose board rows a long catch-up has put off to its end (their submissions are stored with
// each page's checkpoint, the rows refolded once when the catch-up ends), with the last position that
// touched them: a projector that stops in between refolds those contests' rows on its next start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table contest_board_rows_owed (cid integer primary key, position bigint not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contest_board_rows_owed`.execute(db);
}
