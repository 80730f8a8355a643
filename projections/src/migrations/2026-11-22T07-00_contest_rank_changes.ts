import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// The rank-change reactor's state (its own copy of contests, problems, submissions and super admins)
// and its outbox of ContestRankChanged events waiting to be appended.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contest_rank_contests (
      cid integer primary key,
      author_uid text not null,
      fields jsonb not null
    )`.execute(db);
  await sql`
    create table contest_rank_problems (
      cid integer not null,
      pid integer not null,
      display_id text not null,
      primary key (cid, pid)
    )`.execute(db);
  await sql`
    create table contest_rank_submissions (
      submit_id integer primary key,
      cid integer not null,
      uid text not null,
      username text not null,
      pid integer not null,
      submit_time timestamptz not null,
      status integer not null,
      score integer,
      time integer
    )`.execute(db);
  await sql`create index contest_rank_submissions_cid on contest_rank_submissions (cid)`.execute(db);
  await sql`create table contest_rank_roots (uid text primary key)`.execute(db);
  await sql`
    create table contest_rank_outbox (
      seq bigserial primary key,
      stream_id text not null,
      event_id uuid not null,
      causation_id uuid not null,
      at timestamptz not null,
      data jsonb not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contest_rank_outbox',
    'contest_rank_roots',
    'contest_rank_submissions',
    'contest_rank_problems',
    'contest_rank_contests',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
