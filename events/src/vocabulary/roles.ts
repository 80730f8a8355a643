/**
 * Role codes of the admin filter (spec 01 section 3). A user has exactly one code; the role names and
 * permissions clients see are derived from it (`server/src/user/roles.ts`).
 */
export const RoleCode = {
  root: 1000,
  admin: 1001,
  user: 1002,
  noSubmit: 1003,
  noDiscussion: 1004,
  muted: 1005,
  noSubmitNoDiscussion: 1006,
  noSubmitMuted: 1007,
  problemAdmin: 1008,
} as const;

export type RoleCodeName = keyof typeof RoleCode;
export type RoleCodeValue = (typeof RoleCode)[RoleCodeName];

/** The role names clients see (`roleList`), derived from the code. */
export type RoleName = 'root' | 'admin' | 'problem_admin' | 'user';

/** The reference's account status (spec 01, the super admin's user list): normal or banned. */
export const UserStatus = { normal: 0, banned: 1 } as const;
export type UserStatusCode = (typeof UserStatus)[keyof typeof UserStatus];
