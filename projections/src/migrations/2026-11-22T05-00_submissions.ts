import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table submissions (
      submit_id integer primary key,
      pid integer not null,
      display_pid text not null,
      cid integer not null,
      uid text not null,
      username text not null,
      language text not null,
      code text not null,
      length integer not null,
      ip text not null,
      status integer not null,
      score integer,
      oi_rank_score integer,
      time integer,
      memory integer,
      error_message text not null default '',
      system_error text,
      judger text not null default '',
      is_manual boolean not null default false,
      share boolean not null default false,
      round integer not null,
      lease_id text,
      lease_expires_at bigint,
      counted_status integer,
      submit_time timestamptz not null,
      judged_at timestamptz
    )`.execute(db);
  await sql`create index submissions_uid on submissions (uid, submit_id desc)`.execute(db);
  await sql`create index submissions_pid on submissions (pid, submit_id desc)`.execute(db);
  await sql`create index submissions_cid on submissions (cid, submit_id desc)`.execute(db);
  // The judge queue: open rounds only, oldest first.
  await sql`create index submissions_open on submissions (submit_id) where status in (5, 6, 7)`.execute(db);
  await sql`
    create table submission_cases (
      submit_id integer not null,
      round integer not null,
      seq integer not null,
      input_name text not null,
      output_name text not null,
      group_num integer not null,
      status integer not null,
      time integer not null,
      memory integer not null,
      score integer not null,
      user_output text not null,
      message text not null,
      primary key (submit_id, seq)
    )`.execute(db);
  await sql`
    create table problem_statistics (
      pid integer not null,
      status integer not null,
      count integer not null,
      primary key (pid, status)
    )`.execute(db);
  await sql`
    create table user_problem_status (
      uid text not null,
      pid integer not null,
      submitted integer not null,
      accepted integer not null,
      first_ac_time timestamptz,
      primary key (uid, pid)
    )`.execute(db);
  await sql`
    create table judge_runners (
      name text primary key,
      slots integer not null,
      busy integer not null,
      load double precision not null,
      version text not null,
      state text not null,
      last_seen timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table judge_runners, user_problem_status, problem_statistics, submission_cases, submissions`.execute(
    db,
  );
}
