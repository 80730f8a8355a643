import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table problems (
      pid integer primary key,
      problem_id text not null,
      problem_id_key text not null unique,
      title text not null,
      difficulty integer not null,
      type integer not null,
      auth integer not null,
      tags text[] not null default '{}',
      fields jsonb not null,
      test_cases jsonb not null,
      author_uid text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index problems_updated_at on problems (updated_at desc)`.execute(db);
  await sql`
    create table problem_tags (
      id serial primary key,
      name text not null unique,
      color text not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table problem_tags, problems`.execute(db);
}
