import { z } from 'zod';

/** How a group is joined (spec 03 section 3): directly (public), by application (protected), by application with its code (private). */
export const GroupAuth = { public: 1, protected: 2, private: 3 } as const;
export type GroupAuthCode = (typeof GroupAuth)[keyof typeof GroupAuth];
export const groupAuthSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A user's relation to a group (spec 03 section 3, the member's `auth`): applying, refused, member, group
 * admin, group root. `none` (0) is no relation at all; it is never stored.
 */
export const GroupRole = { none: 0, applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;
export type GroupRoleCode = (typeof GroupRole)[keyof typeof GroupRole];
export const groupRoleSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type StoredGroupRole = z.infer<typeof groupRoleSchema>;

/** Members, admins and the root see the group's tabs (spec 03 section 2.3, "group menu access"). */
export const isGroupMemberRole = (role: number): boolean => role >= GroupRole.member;
