import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The rank lists, the 7-day AC rank and the daily submission counts (the `rank-lists` projection),
// and the home page's carousel and exams (the `home` projection).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rank_users (
      uid text primary key,
      username text not null,
      nickname text not null default '',
      banned boolean not null default false,
      ac integer not null default 0,
      total integer not null default 0,
      score integer not null default 0
    )`.execute(db);
  // The lists' orders as indexes: a page is an index range, a position a count over one.
  await sql`create index rank_users_acm on rank_users ((-ac), total, username) where not banned and total > 0`.execute(
    db,
  );
  await sql`create index rank_users_oi on rank_users ((-score), (-ac), total, username) where not banned and total > 0`.execute(
    db,
  );
  await sql`
    create table rank_submissions (
      submit_id integer primary key,
      uid text not null,
      pid integer not null,
      status smallint,
      oi_rank_score integer,
      submit_time timestamptz not null
    )`.execute(db);
  await sql`create index rank_submissions_user_problem on rank_submissions (uid, pid)`.execute(db);
  await sql`create index rank_submissions_accepted on rank_submissions (submit_time) where status = 0`.execute(
    db,
  );
  await sql`
    create table rank_user_problems (
      uid text not null,
      pid integer not null,
      accepted integer not null,
      best_score integer not null,
      primary key (uid, pid)
    )`.execute(db);
  await sql`
    create table daily_submission_counts (
      day date not null,
      status smallint not null,
      count integer not null,
      primary key (day, status)
    )`.execute(db);
  await sql`
    create table home_carousel (
      id integer primary key,
      file text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table home_exams (
      seq integer primary key,
      name text not null,
      day date not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'home_exams',
    'home_carousel',
    'daily_submission_counts',
    'rank_user_problems',
    'rank_submissions',
    'rank_users',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
