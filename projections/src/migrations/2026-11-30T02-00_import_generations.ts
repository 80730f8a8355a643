import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Import jobs hold a lease of their API node (`alive_until`; a job whose node died is failed as
// `stalled` and may be started again), and a package's generated tests are tasks judge runners lease
// (`problem_import_generations`, issue 23).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problem_import_jobs add column alive_until timestamptz`.execute(db);
  await sql`alter table problem_import_jobs add column stalled boolean not null default false`.execute(db);
  await sql`
    create table problem_import_generations (
      job integer not null,
      task integer not null,
      problem_id text not null,
      tests integer not null,
      state text not null,
      leased_until timestamptz,
      created_at timestamptz not null,
      primary key (job, task)
    )`.execute(db);
  await sql`create index problem_import_generations_waiting on problem_import_generations (created_at)
    where state = 'waiting'`.execute(db);
  await sql`create index problem_import_jobs_open on problem_import_jobs (alive_until)
    where state in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table problem_import_generations`.execute(db);
  await sql`drop index problem_import_jobs_open`.execute(db);
  await sql`alter table problem_import_jobs drop column stalled`.execute(db);
  await sql`alter table problem_import_jobs drop column alive_until`.execute(db);
}
