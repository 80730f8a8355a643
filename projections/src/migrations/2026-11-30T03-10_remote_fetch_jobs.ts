import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Remote problem fetches (issue 24) are import jobs a remote runner leases: the job's site problem and
// when its current lease runs out, so the lease query finds the jobs that wait for a runner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table problem_import_jobs add column remote jsonb, add column lease_expires_at bigint`.execute(
    db,
  );
  await sql`create index problem_import_jobs_remote_open on problem_import_jobs (job)
    where remote is not null and state in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index problem_import_jobs_remote_open`.execute(db);
  await sql`alter table problem_import_jobs drop column remote, drop column lease_expires_at`.execute(db);
}
