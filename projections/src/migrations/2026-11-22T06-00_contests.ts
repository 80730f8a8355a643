import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Contests, their problems, announcements and registrations, and the scoreboards: each contestant's
// rows (real, sealed, and real with after-contest submissions) folded from the board's own copy of the
// contest submissions. Contest numbers (cid) come from a sequence, like problem numbers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence contest_cid_seq start 1`.execute(db);
  await sql`
    create table contests (
      cid integer primary key,
      title text not null,
      type integer not null,
      auth integer not null,
      visible boolean not null,
      gid integer,
      author_uid text not null,
      author_username text not null,
      start_time timestamptz not null,
      end_time timestamptz not null,
      fields jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index contests_start on contests (start_time desc)`.execute(db);
  await sql`
    create table contest_problems (
      cid integer not null,
      pid integer not null,
      display_id text not null,
      display_title text not null,
      color text,
      added_at timestamptz not null,
      primary key (cid, pid)
    )`.execute(db);
  await sql`
    create table contest_announcements (
      cid integer not null,
      id integer not null,
      title text not null,
      content text not null,
      author_uid text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (cid, id)
    )`.execute(db);
  await sql`
    create table contest_registrations (
      cid integer not null,
      uid text not null,
      username text not null,
      registered_at timestamptz not null,
      primary key (cid, uid)
    )`.execute(db);
  await sql`
    create table contest_board_submissions (
      submit_id integer primary key,
      cid integer not null,
      uid text not null,
      username text not null,
      pid integer not null,
      submit_time timestamptz not null,
      status integer not null,
      score integer,
      time integer,
      judged_at timestamptz
    )`.execute(db);
  await sql`create index contest_board_submissions_user on contest_board_submissions (cid, uid)`.execute(db);
  await sql`
    create table contest_board_rows (
      cid integer not null,
      uid text not null,
      username text not null,
      excluded boolean not null,
      real jsonb not null,
      sealed jsonb not null,
      real_after jsonb not null,
      primary key (cid, uid)
    )`.execute(db);
  await sql`create table contest_super_admins (uid text primary key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contest_super_admins, contest_board_rows, contest_board_submissions,
    contest_registrations, contest_announcements, contest_problems, contests`.execute(db);
  await sql`drop sequence contest_cid_seq`.execute(db);
}
