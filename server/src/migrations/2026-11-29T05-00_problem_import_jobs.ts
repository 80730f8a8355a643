import { type Kysely, sql } from 'kysely';

// Frozen. Background problem imports (`problem-import-<job>` streams, issue 23) are numbered by a
// sequence, like problems and uploads: the job's number is its identity in the admin's room and URL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence problem_import_job_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence problem_import_job_seq`.execute(db);
}
