import { z } from 'zod';
import { RoleCode, UserStatus } from '../vocabulary/roles';
import { emailRule, profileFields } from './accountRules';

/**
 * The super admin's edit of an account (spec 01 section 3, `PUT /api/admin/user/edit-user`), shared by the
 * server (which enforces it) and the web's edit dialog (which checks the same body before sending). Only the
 * changed fields travel. Pure zod: the web imports it through `@oj/events/contracts`.
 *
 * @example
 * userEditBody.parse({ uid: 'u1', titleColor: '#3366ff', status: 1 })
 */
export const userAdminMessages = {
  roleCode: `The role code must be one of ${RoleCode.root}-${RoleCode.problemAdmin}`,
  status: `The status must be ${UserStatus.normal} (normal) or ${UserStatus.banned} (banned)`,
  titleColor: 'The title colour must be a colour like #3366ff',
  titleTooLong: 'The title can not exceed 20 characters',
  passwordTooLong: 'The password can not exceed 20 characters',
} as const;

const m = userAdminMessages;

export const userUidRule = z.string().trim().min(1).max(64);
export const roleCodeRule = z
  .number({ error: m.roleCode })
  .int()
  .min(RoleCode.root, m.roleCode)
  .max(RoleCode.problemAdmin, m.roleCode);
export const userStatusRule = z.union([z.literal(UserStatus.normal), z.literal(UserStatus.banned)], {
  error: m.status,
});
const titleColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, m.titleColor);

export const userEditBody = z.object({
  uid: userUidRule,
  email: emailRule.optional(),
  /** A new password, set by the admin; empty or absent keeps the old one. */
  password: z.string().max(20, m.passwordTooLong).optional(),
  ...profileFields.partial().shape,
  roleCode: roleCodeRule.optional(),
  status: userStatusRule.optional(),
  titleName: z.string().trim().max(20, m.titleTooLong).optional(),
  titleColor: titleColor.optional(),
});
export type UserEditBody = z.input<typeof userEditBody>;
