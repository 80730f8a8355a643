import type { GroupListing, GroupMemberListing, GroupRow } from '@oj/projections';

/** A group as the list and the info card show it (spec 03 section 3); never its code. */
export function groupView(row: GroupListing) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    brief: row.brief,
    description: row.description,
    avatar: row.avatar || null,
    owner: row.owner,
    uid: row.owner_uid,
    auth: row.auth,
    visible: row.visible,
    status: 0,
    memberCount: row.member_count,
    gmtCreate: row.created_at,
    gmtModified: row.updated_at,
  };
}

/** The detail: the code only for the group's root (their settings form). */
export function groupDetailView(row: GroupRow, isRoot: boolean) {
  return { ...groupView(row), code: isRoot ? row.code : null };
}

/** A member or application row; real names only for group admins and super admins (spec 03 section 6). */
export function memberView(row: GroupMemberListing, showRealname: boolean) {
  return {
    gid: row.gid,
    uid: row.uid,
    username: row.username,
    realname: showRealname ? row.realname : null,
    nickname: row.nickname,
    avatar: row.avatar || null,
    auth: row.auth,
    reason: row.reason,
    gmtCreate: row.created_at,
    gmtModify: row.updated_at,
  };
}
