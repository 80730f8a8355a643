import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_checkpoints (
      name text primary key,
      position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table live_changes (
      id bigint generated always as identity primary key,
      topic text not null,
      position bigint not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index live_changes_topic_position on live_changes (topic, position)`.execute(db);
  await sql`create index live_changes_created_at on live_changes (created_at)`.execute(db);
  await sql`
    create table live_horizon (
      id boolean primary key default true check (id),
      pruned_through bigint not null default 0
    )`.execute(db);
  await sql`insert into live_horizon default values`.execute(db);
  await sql`
    create table event_type_counts (
      type text primary key,
      count bigint not null,
      last_position bigint not null,
      last_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_type_counts, live_horizon, live_changes, projection_checkpoints`.execute(db);
}
