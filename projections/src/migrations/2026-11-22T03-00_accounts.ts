import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      uid text primary key,
      username text not null,
      username_key text not null unique,
      email text not null,
      email_key text not null unique,
      password_hash text not null,
      role_code integer not null,
      nickname text not null default '',
      realname text not null default '',
      school text not null default '',
      course text not null default '',
      number text not null default '',
      gender text not null default 'secrecy',
      github text not null default '',
      blog text not null default '',
      signature text not null default '',
      avatar text not null default '',
      title_name text not null default '',
      title_color text not null default '',
      created_at timestamptz not null,
      last_login_at timestamptz,
      tokens_valid_after timestamptz
    )`.execute(db);
  await sql`
    create table site_settings (
      id boolean primary key default true check (id),
      website jsonb not null default '{}',
      switches jsonb not null default '{}',
      mail_server jsonb
    )`.execute(db);
  await sql`insert into site_settings default values`.execute(db);
  await sql`
    create table mail_outbox (
      mail_id text primary key,
      recipient text not null,
      subject text not null,
      body text not null,
      status text not null,
      error text,
      queued_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index mail_outbox_queued_at on mail_outbox (queued_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox, site_settings, users`.execute(db);
}
