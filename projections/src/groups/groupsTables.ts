import type { ColumnType, Selectable } from 'kysely';

/** Study groups and their members (applicants and refused users included, by their `auth`). */
export type GroupsTables = {
  groups: {
    id: number;
    name: string;
    short_name: string;
    brief: string;
    description: string;
    avatar: ColumnType<string, string | undefined, string>;
    owner_uid: string;
    owner: string;
    /** 1 public, 2 protected, 3 private. */
    auth: number;
    /** A private group's code: for its root's settings form only, never in another reply. */
    code: string;
    visible: boolean;
    /** Members, admins and the root (applicants and refused users are not members). */
    member_count: ColumnType<number, number | undefined, number>;
    disbanded: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  group_members: {
    gid: number;
    uid: string;
    username: string;
    /** 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
    auth: number;
    reason: string;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  /** A group's announcements (spec 03 sections 2.4 and 2.6): hidden ones only for its admins. */
  group_announcements: {
    id: number;
    gid: number;
    title: string;
    content: string;
    visible: boolean;
    uid: string;
    username: string;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
};
export type GroupAnnouncementRow = Selectable<GroupsTables['group_announcements']>;
export type GroupRow = Selectable<GroupsTables['groups']>;
export type GroupMemberRow = Selectable<GroupsTables['group_members']>;
