import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null,
      event_id uuid not null unique,
      stream_id text not null,
      stream_version bigint not null,
      type text not null,
      schema_version integer not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default clock_timestamp(),
      unique (stream_id, stream_version)
    )`.execute(db);
  await sql`create index events_type_position on events (type, global_position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table events`.execute(db);
}
