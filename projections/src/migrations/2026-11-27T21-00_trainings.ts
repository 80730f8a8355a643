import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Trainings (spec 02, issue 20): the `trainings` projection's tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table training_categories (id integer primary key, name text not null, color text not null)`.execute(
    db,
  );
  await sql`
    create table trainings (
      id integer primary key,
      rank integer not null,
      title text not null,
      description text not null,
      auth text not null,
      private_pwd text not null,
      category_id integer not null,
      status boolean not null,
      gid integer,
      author_uid text not null,
      author text not null,
      problem_count integer not null default 0,
      deleted boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index trainings_listing on trainings (rank, id) where not deleted`.execute(db);
  await sql`
    create table training_problems (
      tid integer not null,
      pid integer not null,
      rank integer not null,
      visible boolean not null,
      primary key (tid, pid)
    )`.execute(db);
  await sql`create index training_problems_pid on training_problems (pid)`.execute(db);
  await sql`
    create table training_registrations (
      tid integer not null,
      uid text not null,
      created_at timestamptz not null,
      primary key (tid, uid)
    )`.execute(db);
  await sql`
    create table training_submissions (
      submit_id integer primary key,
      uid text not null,
      pid integer not null,
      status smallint not null,
      time integer
    )`.execute(db);
  await sql`create index training_submissions_user_problem on training_submissions (uid, pid)`.execute(db);
  await sql`
    create table training_user_problems (
      uid text not null,
      pid integer not null,
      progress smallint not null,
      status smallint not null,
      run_time integer,
      tries integer not null,
      primary key (uid, pid)
    )`.execute(db);
  await sql`create index training_user_problems_pid on training_user_problems (pid)`.execute(db);
  await sql`
    create table training_rank_rows (
      tid integer not null,
      uid text not null,
      ac integer not null,
      total_run_time bigint not null,
      tries integer not null,
      primary key (tid, uid)
    )`.execute(db);
  await sql`create index training_rank_order on training_rank_rows (tid, ac desc, total_run_time, uid)`.execute(
    db,
  );
  // Training numbers, handed out by the server before the TrainingCreated that names them.
  await sql`create sequence training_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table training_rank_rows, training_user_problems, training_submissions, training_registrations, training_problems, trainings, training_categories`.execute(
    db,
  );
  await sql`drop sequence training_id_seq`.execute(db);
}
