import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The back office (issue 22): a report's handled mark, and today's submissions counted by an index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table discussion_reports add column handled boolean not null default false`.execute(db);
  await sql`create index submissions_submit_time on submissions (submit_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index submissions_submit_time`.execute(db);
  await sql`alter table discussion_reports drop column handled`.execute(db);
}
