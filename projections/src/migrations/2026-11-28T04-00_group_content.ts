import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Group content (spec 03 sections 2.6, 2.7, 3, 4; issue 21): a problem's group and its apply-to-public
// progress, a discussion's group, and the groups' announcements.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `gid`: the group that owns the problem (kept after it joins the public bank); `apply_public_progress`:
  // null none, 1 applying, 2 public, 3 refused. A problem is in the public bank while gid is null or the
  // progress is 2.
  await sql`alter table problems add column gid integer, add column apply_public_progress smallint`.execute(
    db,
  );
  await sql`create index problems_group on problems (gid, pid) where gid is not null`.execute(db);
  await sql`create index problems_public_applications on problems (apply_public_progress, pid)
    where apply_public_progress is not null`.execute(db);
  await sql`alter table discussions add column gid integer`.execute(db);
  await sql`create index discussions_group on discussions (gid, id desc) where gid is not null`.execute(db);
  await sql`
    create table group_announcements (
      id integer primary key,
      gid integer not null,
      title text not null,
      content text not null,
      visible boolean not null,
      uid text not null,
      username text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index group_announcements_group on group_announcements (gid, id desc)`.execute(db);
  // Announcement ids, handed out by the server before the event that names them.
  await sql`create sequence group_announcement_id_seq start 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence group_announcement_id_seq`.execute(db);
  await sql`drop table group_announcements`.execute(db);
  await sql`alter table discussions drop column gid`.execute(db);
  await sql`alter table problems drop column gid, drop column apply_public_progress`.execute(db);
}
