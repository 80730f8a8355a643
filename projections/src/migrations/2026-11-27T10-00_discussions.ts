import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Discussions (spec 02): the `discussions` projection's tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table discussion_categories (id integer primary key, name text not null)`.execute(db);
  await sql`
    create table discussions (
      id integer primary key,
      title text not null,
      description text not null,
      content text not null,
      pid text,
      uid text not null,
      author text not null,
      category_id integer not null,
      top_priority boolean not null,
      status smallint not null default 0,
      like_num integer not null default 0,
      view_num integer not null default 0,
      deleted boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index discussions_listing on discussions (top_priority desc, created_at desc, id desc) where not deleted`.execute(
    db,
  );
  await sql`create index discussions_author_day on discussions (uid, created_at)`.execute(db);
  await sql`create index discussions_pid on discussions (pid) where pid is not null`.execute(db);
  await sql`
    create table discussion_likes (
      did integer not null,
      uid text not null,
      created_at timestamptz not null,
      primary key (did, uid)
    )`.execute(db);
  await sql`
    create table discussion_reports (
      did integer not null,
      report_no integer not null,
      reporter_uid text not null,
      reporter text not null,
      content text not null,
      created_at timestamptz not null,
      primary key (did, report_no)
    )`.execute(db);
  // Discussion numbers, handed out by the server before the DiscussionCreated that names them.
  await sql`create sequence discussion_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table discussion_reports, discussion_likes, discussions, discussion_categories`.execute(db);
  await sql`drop sequence discussion_id_seq`.execute(db);
}
