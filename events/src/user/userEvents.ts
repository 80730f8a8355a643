import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';

/** Stream `user-<uid>`. The password hash is argon2, marked secret: no reader of events sees it. */
export const gender = z.enum(['male', 'female', 'secrecy']);

export const profileFields = z.object({
  nickname: z.string().max(20),
  realname: z.string().max(50),
  school: z.string().max(100),
  course: z.string().max(100),
  number: z.string().max(20),
  gender,
  github: z.string().max(255),
  blog: z.string().max(255),
  signature: z.string().max(65_535),
});
export type ProfileFields = z.infer<typeof profileFields>;

export const UserRegistered = defineEvent('UserRegistered', {
  schema: z.object({
    uid: z.string().min(1),
    username: z.string().min(1).max(20),
    email: z.string().email(),
    passwordHash: secret(z.string().min(1)),
    /** Role code of the admin filter: 1000 root ... 1008 problem admin (see server/src/user/roles.ts). */
    roleCode: z.number().int().min(1000).max(1008),
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
  schema: z.object({ roleCode: z.number().int().min(1000).max(1008) }),
});

export const UserLoggedIn = defineEvent('UserLoggedIn', { schema: z.object({ ip: z.string().nullable() }) });

/** Every token issued before this event's time stops working. */
export const UserLoggedOut = defineEvent('UserLoggedOut', { schema: z.object({}) });

/** A super admin shut the account: it cannot sign in, and every token and socket it holds stops working. */
export const UserBanned = defineEvent('UserBanned', { schema: z.object({ reason: z.string().max(200) }) });

export const UserUnbanned = defineEvent('UserUnbanned', { schema: z.object({}) });

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
] as const;
