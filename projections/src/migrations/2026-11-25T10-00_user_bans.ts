import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column banned boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column banned`.execute(db);
}
