import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Study groups (spec 03, issue 21): the `groups` projection's tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table groups (
      id integer primary key,
      name text not null,
      short_name text not null,
      brief text not null,
      description text not null,
      avatar text not null default '',
      owner_uid text not null,
      owner text not null,
      auth smallint not null,
      code text not null,
      visible boolean not null,
      member_count integer not null default 0,
      disbanded boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index groups_listing on groups (id desc) where not disbanded`.execute(db);
  await sql`create index groups_owner on groups (owner_uid, created_at)`.execute(db);
  await sql`
    create table group_members (
      gid integer not null,
      uid text not null,
      username text not null,
      auth smallint not null,
      reason text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (gid, uid)
    )`.execute(db);
  await sql`create index group_members_user on group_members (uid, auth)`.execute(db);
  // Group numbers, handed out by the server before the GroupCreated that names them.
  await sql`create sequence group_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table group_members, groups`.execute(db);
  await sql`drop sequence group_id_seq`.execute(db);
}
