import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The admin audit's lookups. Kept to what its filters cannot do from the existing indexes, and
// partial where most rows carry no value (judge events have no actor, commands no cause), so an append
// pays for as little as possible.
export async function up(db: Kysely<unknown>): Promise<void> {
  // "Every event of this request": the correlated chain.
  await sql`create index events_correlation on events ((metadata->>'correlationId'))`.execute(db);
  // "What did this event cause": causationId holds the causing event's id.
  await sql`create index events_causation on events ((metadata->>'causationId'))
    where metadata->>'causationId' is not null`.execute(db);
  // "What did this admin do", newest first.
  await sql`create index events_actor_position on events ((metadata->>'actorUid'), global_position)
    where metadata->>'actorUid' is not null`.execute(db);
  // Stream prefixes (`contest-12` also finds `contest-12-rank`) whatever the database's collation.
  await sql`create index events_stream_pattern on events (stream_id text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_stream_pattern`.execute(db);
  await sql`drop index events_actor_position`.execute(db);
  await sql`drop index events_causation`.execute(db);
  await sql`drop index events_correlation`.execute(db);
}
