import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Groups, part 2 (issue 21): the `group-ranks` projection's tables (the group's submissions and rank).
export async function up(db: Kysely<unknown>): Promise<void> {
  // A group problem's practice submission names its group: it stays out of the public status list.
  await sql`alter table submissions add column gid integer`.execute(db);
  await sql`
    create table group_rank_members (
      gid integer not null,
      uid text not null,
      username text not null,
      auth smallint not null,
      primary key (gid, uid)
    )`.execute(db);
  await sql`
    create table group_rank_contests (
      cid integer primary key,
      gid integer not null,
      seal_rank boolean not null,
      seal_time timestamptz,
      auto_real_rank boolean not null,
      end_reached boolean not null default false
    )`.execute(db);
  await sql`
    create table group_submissions (
      submit_id integer primary key,
      gid integer not null,
      cid integer not null,
      pid integer not null,
      display_pid text not null,
      uid text not null,
      username text not null,
      language text not null,
      length integer not null,
      status smallint not null,
      counted boolean not null default false,
      sealed boolean not null default false,
      score integer,
      time integer,
      memory integer,
      judger text,
      submit_time timestamptz not null
    )`.execute(db);
  await sql`create index group_submissions_list on group_submissions (gid, submit_id desc)`.execute(db);
  await sql`create index group_submissions_user on group_submissions (gid, uid, pid)`.execute(db);
  await sql`
    create table group_rank_user_problems (
      gid integer not null,
      uid text not null,
      pid integer not null,
      accepted integer not null,
      best_score integer not null,
      primary key (gid, uid, pid)
    )`.execute(db);
  await sql`
    create table group_rank_users (
      gid integer not null,
      uid text not null,
      ac integer not null default 0,
      total integer not null default 0,
      score integer not null default 0,
      primary key (gid, uid)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table group_rank_users, group_rank_user_problems, group_submissions, group_rank_contests,
    group_rank_members`.execute(db);
  await sql`alter table submissions drop column gid`.execute(db);
}
