import { z } from 'zod';
import { text } from './replyFields';

// Servers and old stored copies may leave optional text out or send null: read both as ''.

export const genders = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof genders)[number];

/** The signed-in user as login, profile changes and avatar upload return it. */
export const userInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: text,
  avatar: text,
  titleName: text,
  titleColor: text,
  email: text,
  number: text,
  gender: z.enum(genders).catch('secrecy'),
  school: text,
  course: text,
  signature: text,
  realname: text,
  github: text,
  blog: text,
  roleList: z.array(z.string()),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

const adminRoles = new Set(['root', 'admin', 'problem_admin']);

/** Admin, problem admin or root: may open the back office. */
export function hasAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => adminRoles.has(role));
}

/** Root only. */
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('root');
}

/** A contest's admins, as the server decides: the super admin, or its author while still an admin role. */
export function administersContest(user: Pick<UserInfo, 'uid' | 'roleList'>, authorUid: string): boolean {
  return isSuperAdmin(user.roleList) || (user.uid === authorUid && hasAdminRole(user.roleList));
}
