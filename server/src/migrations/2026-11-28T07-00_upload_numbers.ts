import { type Kysely, sql } from 'kysely';

// Frozen. Markdown uploads (`upload-<id>` streams) are numbered by a sequence, like problems: a number is
// an identity, and a gap left by a refused upload is harmless.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence upload_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence upload_id_seq`.execute(db);
}
