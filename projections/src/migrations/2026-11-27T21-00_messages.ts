import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The message centre, admin notices (the `messages` projection) and site announcements (`announcements`).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per message to one reader; `id` is the position of the event that made it.
  await sql`
    create table message_items (
      uid text not null,
      kind text not null,
      id bigint not null,
      sender_uid text,
      action text,
      source_type text,
      source_id integer,
      source_title text,
      source_content text,
      quote_content text,
      url text,
      title text,
      content text,
      read boolean not null default false,
      created_at timestamptz not null,
      primary key (uid, kind, id)
    )`.execute(db);
  // Unread direct messages per reader and kind (broadcast notices are counted from read positions).
  await sql`
    create table message_unread (
      uid text not null,
      kind text not null,
      unread integer not null default 0,
      primary key (uid, kind)
    )`.execute(db);
  // A notice to all users: one row, whoever reads it.
  await sql`
    create table message_broadcasts (
      id bigint primary key,
      notice_id integer not null,
      title text not null,
      content text not null,
      created_at timestamptz not null
    )`.execute(db);
  // Per reader: since when broadcasts reach them, and how far they have read and cleaned them.
  await sql`
    create table message_readers (
      uid text primary key,
      registered_at bigint not null default 0,
      broadcast_read_upto bigint not null default 0,
      broadcast_cleaned_upto bigint not null default 0
    )`.execute(db);
  await sql`
    create table message_broadcast_cleaned (
      uid text not null,
      id bigint not null,
      primary key (uid, id)
    )`.execute(db);
  // The projection's own copy of who wrote which discussion (a like's message goes to its author).
  await sql`
    create table message_discussions (
      id integer primary key,
      uid text not null,
      title text not null
    )`.execute(db);
  await sql`
    create table notices_sent (
      id integer primary key,
      title text not null,
      content text not null,
      audience text not null,
      recipient_count integer not null,
      author_uid text not null,
      author text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table announcements (
      id integer primary key,
      title text not null,
      content text not null,
      visible boolean not null,
      uid text not null,
      username text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index announcements_visible on announcements (created_at desc, id desc) where visible`.execute(
    db,
  );
  await sql`create sequence notice_id_seq start 1`.execute(db);
  await sql`create sequence announcement_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table message_items, message_unread, message_broadcasts, message_readers,
    message_broadcast_cleaned, message_discussions, notices_sent, announcements`.execute(db);
  await sql`drop sequence notice_id_seq`.execute(db);
  await sql`drop sequence announcement_id_seq`.execute(db);
}
