import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// A board row's sealed and after-contest variants are stored only where they differ from the real one
// (null: the same as `real`): without a seal, and for every row without a submission in the sealed
// minutes, a rebuild wrote the same JSON three times per row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contest_board_rows alter column sealed drop not null, alter column real_after drop not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update contest_board_rows set sealed = coalesce(sealed, real), real_after = coalesce(real_after, real)`.execute(
    db,
  );
  await sql`alter table contest_board_rows alter column sealed set not null, alter column real_after set not null`.execute(
    db,
  );
}
