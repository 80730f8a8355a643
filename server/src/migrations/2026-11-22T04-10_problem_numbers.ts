import { type Kysely, sql } from 'kysely';

// Frozen. Problem numbers (pid) are handed out by a sequence: a number is an identity, not a fact,
// and a gap left by a refused creation is harmless.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence problem_pid_seq start 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence problem_pid_seq`.execute(db);
}
