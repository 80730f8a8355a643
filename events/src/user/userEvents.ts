import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';
import { RoleCode } from '../vocabulary/roles';
import { profileFields } from './accountRules';

export { gender, type ProfileFields, profileFields } from './accountRules';

/** Stream `user-<uid>`. The password hash is argon2, marked secret: no reader of events sees it. */
export const UserRegistered = defineEvent('UserRegistered', {
  schema: z.object({
    uid: z.string().min(1),
    username: z.string().min(1).max(20),
    email: z.string().email(),
    passwordHash: secret(z.string().min(1)),
    /** Role code of the admin filter: root ... problem admin (`RoleCode`; see server/src/user/roles.ts). */
    roleCode: z.number().int().min(RoleCode.root).max(RoleCode.problemAdmin),
  }),
});

export const UserPasswordChanged = defineEvent('UserPasswordChanged', {
  schema: z.object({ passwordHash: secret(z.string().min(1)), reason: z.enum(['change', 'reset', 'admin']) }),
});

export const UserEmailChanged = defineEvent('UserEmailChanged', {
  schema: z.object({ email: z.string().email() }),
});

export const UserProfileChanged = defineEvent('UserProfileChanged', {
  schema: z.object({ changes: profileFields.partial() }),
});

export const UserAvatarChanged = defineEvent('UserAvatarChanged', {
  schema: z.object({ avatar: z.string().max(500) }),
});

export const UserRoleChanged = defineEvent('UserRoleChanged', {
  schema: z.object({ roleCode: z.number().int().min(RoleCode.root).max(RoleCode.problemAdmin) }),
});

/**
 * A sign-in, from where and with what browser (the back office's session list, spec 03 §7.2). Older
 * events have no `userAgent`: an added optional field needs no upcaster.
 */
export const UserLoggedIn = defineEvent('UserLoggedIn', {
  schema: z.object({ ip: z.string().nullable(), userAgent: z.string().max(512).nullish() }),
});

/** Every token issued before this event's time stops working. */
export const UserLoggedOut = defineEvent('UserLoggedOut', { schema: z.object({}) });

/** A super admin shut the account: it cannot sign in, and every token and socket it holds stops working. */
export const UserBanned = defineEvent('UserBanned', { schema: z.object({ reason: z.string().max(200) }) });

export const UserUnbanned = defineEvent('UserUnbanned', { schema: z.object({}) });

/** The title a super admin gives an account, shown beside its name (empty name: no title). */
export const UserTitleChanged = defineEvent('UserTitleChanged', {
  schema: z.object({
    titleName: z.string().max(20),
    titleColor: z.string().regex(/^(#[0-9a-fA-F]{6})?$/),
  }),
});

/**
 * A super admin deleted the account: it can never sign in again, its tokens and sockets stop working, and
 * its personal fields (e-mail, names, school, links, avatar) are wiped from every read model. Its history
 * stays: submissions, contest rows and discussions keep the username, which stays claimed so nobody else can
 * take it and appear as the author of that history.
 */
export const UserDeleted = defineEvent('UserDeleted', { schema: z.object({}) });

export const userEvents = [
  UserRegistered,
  UserPasswordChanged,
  UserEmailChanged,
  UserProfileChanged,
  UserAvatarChanged,
  UserRoleChanged,
  UserLoggedIn,
  UserLoggedOut,
  UserBanned,
  UserUnbanned,
  UserTitleChanged,
  UserDeleted,
] as const;
