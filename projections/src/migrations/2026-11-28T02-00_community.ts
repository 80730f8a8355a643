import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Problem explanations (a problem discussion an admin picked) and the message centre of deleted users.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table discussions add column explanation boolean not null default false`.execute(db);
  await sql`
    create index discussions_explanations on discussions (pid, top_priority desc, created_at desc, id desc)
    where explanation and not deleted and status = 0`.execute(db);
  await sql`alter table message_readers add column deleted boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_readers drop column deleted`.execute(db);
  await sql`drop index discussions_explanations`.execute(db);
  await sql`alter table discussions drop column explanation`.execute(db);
}
