import { type Kysely, sql } from 'kysely';

// Frozen. The shape @socket.io/postgres-adapter expects for payloads too big for NOTIFY.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table socket_io_attachments`.execute(db);
}
