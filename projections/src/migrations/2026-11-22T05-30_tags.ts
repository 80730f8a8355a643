import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Tags become their own aggregate (stream `tags`) with their own read model; the problems projection's
// `problem_tags` (tags made up from the names problems used) goes away.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tag_classifications (
      id integer primary key,
      name text not null,
      oj text not null,
      rank integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table tags (
      id integer primary key,
      name text not null,
      oj text not null,
      color text not null,
      classification_id integer,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index tags_oj_name on tags (oj, name)`.execute(db);
  await sql`drop table problem_tags`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tags, tag_classifications`.execute(db);
  await sql`
    create table problem_tags (
      id serial primary key,
      name text not null unique,
      color text not null
    )`.execute(db);
}
