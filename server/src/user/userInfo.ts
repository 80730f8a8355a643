import type { UserRow } from '@oj/projections';
import { roleListOf } from './roles';

/** The user info the login reply and profile edits return (spec 04, "Login"). */
export function userInfoOf(row: UserRow) {
  return {
    uid: row.uid,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    titleName: row.title_name,
    titleColor: row.title_color,
    email: row.email,
    number: row.number,
    gender: row.gender,
    school: row.school,
    course: row.course,
    signature: row.signature,
    realname: row.realname,
    github: row.github,
    blog: row.blog,
    roleList: roleListOf(row.role_code),
  };
}
export type UserInfo = ReturnType<typeof userInfoOf>;
