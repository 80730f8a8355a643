import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// "The submissions of contest N": the CLICS feed finds its contest's submission streams by the cid of
// their SubmissionCreated. Partial, so only those rows pay for it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index events_submission_contest on events ((data->>'cid'))
    where type = 'SubmissionCreated'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_submission_contest`.execute(db);
}
