import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The contest admins' helpers: AC info rows (one per accepted contest submission, with first blood and
// the checked mark) and print requests, folded by the `contest-helpers` projection from its own copies
// of the contests, their problems, the users (real name, super admin) and the contest submissions.
// Print ids come from a sequence: the download call names a print by its id alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence contest_print_id_seq start 1`.execute(db);
  await sql`
    create table contest_helper_contests (
      cid integer primary key,
      type integer not null,
      author_uid text not null,
      start_time timestamptz not null,
      end_time timestamptz not null,
      star_usernames jsonb not null,
      time_unit text not null
    )`.execute(db);
  await sql`
    create table contest_helper_problems (
      cid integer not null,
      pid integer not null,
      display_id text not null,
      color text,
      primary key (cid, pid)
    )`.execute(db);
  await sql`
    create table contest_helper_users (
      uid text primary key,
      realname text not null,
      root boolean not null
    )`.execute(db);
  await sql`
    create table contest_helper_submissions (
      submit_id integer primary key,
      cid integer not null,
      uid text not null,
      username text not null,
      pid integer not null,
      submit_time timestamptz not null
    )`.execute(db);
  await sql`
    create table contest_ac_infos (
      id integer primary key,
      cid integer not null,
      uid text not null,
      username text not null,
      pid integer not null,
      submit_time timestamptz not null,
      accepted boolean not null,
      first_blood boolean not null,
      checked boolean not null
    )`.execute(db);
  await sql`create index contest_ac_infos_list on contest_ac_infos (cid, submit_time desc, id desc)`.execute(
    db,
  );
  await sql`create index contest_ac_infos_problem on contest_ac_infos (cid, pid)`.execute(db);
  await sql`
    create table contest_prints (
      id integer primary key,
      cid integer not null,
      uid text not null,
      username text not null,
      content text not null,
      status integer not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index contest_prints_list on contest_prints (cid, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contest_prints, contest_ac_infos, contest_helper_submissions, contest_helper_users,
    contest_helper_problems, contest_helper_contests`.execute(db);
  await sql`drop sequence contest_print_id_seq`.execute(db);
}
