import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The confirm-info form kept with a registration (ContestRegistered.profile): null before the form existed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contest_registrations add column profile jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contest_registrations drop column profile`.execute(db);
}
