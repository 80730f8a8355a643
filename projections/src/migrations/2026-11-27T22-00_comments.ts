import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Comments and replies (spec 02 "Comment area"): the `comments` projection's tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table comments (
      id integer primary key,
      source_type text not null,
      did integer,
      cid integer,
      content text not null,
      uid text not null,
      username text not null,
      from_admin boolean not null,
      while_running boolean not null,
      like_num integer not null default 0,
      deleted boolean not null default false,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index comments_discussion on comments (did, created_at desc, id desc) where not deleted`.execute(
    db,
  );
  await sql`create index comments_contest on comments (cid, created_at desc, id desc) where not deleted`.execute(
    db,
  );
  await sql`
    create table comment_replies (
      id integer primary key,
      comment_id integer not null,
      content text not null,
      uid text not null,
      username text not null,
      from_admin boolean not null,
      while_running boolean not null,
      quote_type text not null,
      quote_id integer not null,
      to_uid text not null,
      deleted boolean not null default false,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index comment_replies_comment on comment_replies (comment_id, created_at, id) where not deleted`.execute(
    db,
  );
  await sql`
    create table comment_likes (
      comment_id integer not null,
      uid text not null,
      created_at timestamptz not null,
      primary key (comment_id, uid)
    )`.execute(db);
  // Comment and reply numbers, handed out by the server before the event that names them.
  await sql`create sequence comment_id_seq start 1`.execute(db);
  await sql`create sequence comment_reply_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table comment_likes, comment_replies, comments`.execute(db);
  await sql`drop sequence comment_id_seq`.execute(db);
  await sql`drop sequence comment_reply_id_seq`.execute(db);
}
