import { z } from 'zod';

/**
 * The account rules of spec 01 section 5 and their messages, shared by the server (which enforces them) and
 * the web (which checks the same rules before sending and shows each message in the reader's language).
 * Pure zod: the web imports it through `@oj/events/contracts`.
 *
 * @example
 * registerForm = z.object({ username: usernameRule, password: passwordRule, email: emailRule, code: emailCodeRule })
 */
export const accountMessages = {
  usernameRequired: 'The username is required',
  usernameTooLong: 'The username must be at most 20 characters',
  usernameExists: 'The username already exists',
  usernameMissing: 'The username does not exist',
  passwordWeak: 'password strength too weak, length is 6~20 letters and digits',
  emailFormat: 'Email Check Format',
  emailExists: 'The email already exists',
  emailMissing: 'The email does not exist',
  codeLength: 'The code must be 6 characters',
  codeInvalid: 'The code is wrong or has expired, please get a new one',
  captchaLength: 'The captcha must be 1 to 8 characters',
  captchaInvalid: 'The captcha is wrong or has expired',
  digitCaptchaLength: 'The captcha must be 6 digits',
  loginFailed: 'Wrong username or password',
  loginLocked: 'Login failed too many times, please try again in 30 minutes',
  registerClosed: 'Registration is closed on this site',
  samePassword: 'The new password must differ from the old one',
  sameEmail: 'The new email must differ from the old one',
  wrongPassword: 'The current password is wrong',
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
} as const;

/** The sizes the rules below check. */
export const accountLimits = {
  usernameMaxLength: 20,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  /** The code mailed for registering or changing the e-mail. */
  emailCodeLength: 6,
  /** The captcha of the reset-password request. */
  captchaMaxLength: 8,
  /** The captcha of the other forms (changing the password or the e-mail): this many digits. */
  digitCaptchaLength: 6,
} as const;

const m = accountMessages;
const limits = accountLimits;

/** 1 to 20 characters once trimmed. */
export const usernameRule = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .max(limits.usernameMaxLength, m.usernameTooLong);

/** A new password: 6 to 20 characters with at least one letter and one digit ('Pass Strength'). */
export const passwordRule = z
  .string({ error: m.passwordWeak })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{6,20}$/, m.passwordWeak);

/** An e-mail address, trimmed. */
export const emailRule = z.string({ error: m.emailFormat }).trim().pipe(z.email(m.emailFormat));

/** The code mailed for registering or changing the e-mail: exactly 6 characters. */
export const emailCodeRule = z.string({ error: m.codeLength }).length(limits.emailCodeLength, m.codeLength);

/** The captcha of the reset-password request: 1 to 8 characters. */
export const captchaRule = z
  .string({ error: m.captchaLength })
  .min(1, m.captchaLength)
  .max(limits.captchaMaxLength, m.captchaLength);

/** The captcha of the other forms (spec 01 §5): exactly 6 digits. */
export const digitCaptchaRule = z
  .string({ error: m.digitCaptchaLength })
  .trim()
  .regex(new RegExp(`^\\d{${limits.digitCaptchaLength}}$`), m.digitCaptchaLength);

export const gender = z.enum(['male', 'female', 'secrecy']);

/** The profile others see on the user's home page, with each field's longest value. */
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
