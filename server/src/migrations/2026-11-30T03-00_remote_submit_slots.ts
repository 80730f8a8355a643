import { type Kysely, sql } from 'kysely';

// Frozen. Remote judging's submit slots (issue 24): the next time a site, or one of its accounts, may be
// submitted to, shared by every remote runner (they book through the server). Throttling state, not
// product history: the submits themselves are events (RemoteRunSubmitted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_submit_slots (
      key text primary key,
      next_at bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table remote_submit_slots`.execute(db);
}
