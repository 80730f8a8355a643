import { z } from 'zod';

/**
 * The account rules of spec 01 section 5, with its messages. The web app checks the same rules
 * before sending; these are the ones that count.
 */
export const messages = {
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
  loginFailed: 'Wrong username or password',
  loginLocked: 'Login failed too many times, please try again in 30 minutes',
  registerClosed: 'Registration is closed on this site',
  samePassword: 'The new password must differ from the old one',
  sameEmail: 'The new email must differ from the old one',
  wrongPassword: 'The current password is wrong',
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
} as const;

export const username = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .max(20, messages.usernameTooLong);

export const password = z
  .string({ error: messages.passwordWeak })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{6,20}$/, messages.passwordWeak);

export const email = z.string({ error: messages.emailFormat }).trim().pipe(z.email(messages.emailFormat));

export const registerCode = z.string({ error: messages.codeLength }).length(6, messages.codeLength);

export const captcha = z
  .string({ error: messages.captchaLength })
  .min(1, messages.captchaLength)
  .max(8, messages.captchaLength);
