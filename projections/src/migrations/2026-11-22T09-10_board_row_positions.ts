import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Each board row remembers the global position of the event that last wrote it, so a server can keep
// a ranked copy of a board in memory and catch up by reading only the rows written since (index below).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contest_board_rows add column position bigint not null default 0`.execute(db);
  await sql`create index contest_board_rows_position on contest_board_rows (cid, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index contest_board_rows_position`.execute(db);
  await sql`alter table contest_board_rows drop column position`.execute(db);
}
