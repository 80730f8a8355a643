import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// A virtual participant's submission keeps the ended contest it was made in (SubmissionCreated.virtual):
// null for every other submission, so nothing stored before needs a rebuild.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column virtual_cid integer`.execute(db);
  await sql`create index submissions_virtual on submissions (virtual_cid, uid) where virtual_cid is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index submissions_virtual`.execute(db);
  await sql`alter table submissions drop column virtual_cid`.execute(db);
}
