import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The rank-change reactor keeps each contestant's real board row, so a verdict refolds only its author's
// submissions. `standings_ready` is false until a contest's rows are complete (contests from before this
// migration, or after a change of the board's rules or problems): the reactor refolds them on next use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contest_rank_rows (
      cid integer not null,
      uid text not null,
      row jsonb not null,
      primary key (cid, uid)
    )`.execute(db);
  await sql`alter table contest_rank_contests add column standings_ready boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contest_rank_contests drop column standings_ready`.execute(db);
  await sql`drop table contest_rank_rows`.execute(db);
}
