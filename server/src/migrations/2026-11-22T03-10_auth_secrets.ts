import { type Kysely, sql } from 'kysely';

// Frozen. Secrets and captchas are deliberately not events: a signing key must not sit in an audit
// log, and an unanswered captcha is not a fact about anyone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (name text primary key, value text not null)`.execute(db);
  await sql`
    create table captchas (
      key text primary key,
      answer_hash text not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table captchas, server_secrets`.execute(db);
}
