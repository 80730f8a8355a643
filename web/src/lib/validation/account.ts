// The account forms (login, register, reset, settings) as zod schemas over the rules the server enforces
// (`@oj/events/contracts`). Every issue's message is the key of the text to show (see `validation` in the
// locales): the shared rules' English messages are mapped to those keys, and the web adds only what the server
// has no rule for (an empty field's "required", the login's length, typing a password twice).
import {
  accountLimits,
  accountMessages,
  captchaRule,
  digitCaptchaRule,
  emailCodeRule,
  emailRule,
  passwordRule,
  profileFields,
  usernameRule,
} from '@oj/events/contracts';
import { z } from 'zod';

export const validationKeys = [
  'usernameRequired',
  'usernameTooLong',
  'usernameExists',
  'usernameMissing',
  'passwordRequired',
  'passwordLength',
  'passwordWeak',
  'passwordAgainRequired',
  'passwordMismatch',
  'passwordSameAsOld',
  'emailRequired',
  'emailFormat',
  'emailExists',
  'emailMissing',
  'emailSameAsOld',
  'codeRequired',
  'codeLength',
  'captchaRequired',
  'captchaLength',
  'captchaDigits',
  'fileType',
  'fileSize',
  'tooLong',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

export type Check = ValidationKey | undefined;

export function isValidationKey(value: unknown): value is ValidationKey {
  return validationKeys.some((key) => key === value);
}

/** The locale key of each message the shared rules give. */
const keyOfRuleMessage = new Map<string, ValidationKey>([
  [accountMessages.usernameRequired, 'usernameRequired'],
  [accountMessages.usernameTooLong, 'usernameTooLong'],
  [accountMessages.passwordWeak, 'passwordWeak'],
  [accountMessages.emailFormat, 'emailFormat'],
  [accountMessages.codeLength, 'codeLength'],
  [accountMessages.captchaLength, 'captchaLength'],
  [accountMessages.digitCaptchaLength, 'captchaDigits'],
]);

interface RuleFieldOptions {
  /** Shown for an empty (or blank) value. */
  required: ValidationKey;
  /** Shown when the rule fails with a message the map above does not know. */
  failed: ValidationKey;
  /** Check the trimmed value (what the form sends) rather than the value as typed. */
  trim?: boolean;
}

/** A text field checked by one of the server's rules, after the web's own "required". */
function ruleField(rule: z.ZodType, { required, failed, trim = false }: RuleFieldOptions) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    const parsed = rule.safeParse(trim ? value.trim() : value);
    if (parsed.success) return;
    const message = parsed.error.issues[0]?.message ?? '';
    ctx.addIssue({ code: 'custom', message: keyOfRuleMessage.get(message) ?? failed });
  });
}

/** Only "required": the current password of a settings form, which the server checks itself. */
function requiredField(required: ValidationKey) {
  return z.string().refine((value) => value !== '', required);
}

export const usernameField = ruleField(usernameRule, {
  required: 'usernameRequired',
  failed: 'usernameTooLong',
});
/** A new password: 6 to 20 characters with at least one letter and one digit ('Pass Strength'). */
export const newPasswordField = ruleField(passwordRule, {
  required: 'passwordRequired',
  failed: 'passwordWeak',
});
export const emailField = ruleField(emailRule, { required: 'emailRequired', failed: 'emailFormat' });
/** The code mailed for registering or changing the email: exactly 6 characters. */
export const emailCodeField = ruleField(emailCodeRule, {
  required: 'codeRequired',
  failed: 'codeLength',
  trim: true,
});
/** The captcha of the reset-password request: 1 to 8 characters. */
export const captchaField = ruleField(captchaRule, {
  required: 'captchaRequired',
  failed: 'captchaLength',
  trim: true,
});

/** The captcha of the other forms (changing the password or the email): 6 digits. */
export const digitCaptchaField = ruleField(digitCaptchaRule, {
  required: 'captchaRequired',
  failed: 'captchaDigits',
  trim: true,
});

/** Login only asks for a length; new passwords must also be strong (see newPasswordField). */
export const loginPasswordField = z.string().superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: 'passwordRequired' });
  else if (value.length < accountLimits.passwordMinLength || value.length > accountLimits.passwordMaxLength)
    ctx.addIssue({ code: 'custom', message: 'passwordLength' });
});

/** The second typing of a new password must be there and match the first. */
function checkAgain(password: string, again: string, ctx: z.RefinementCtx) {
  if (again === '')
    ctx.addIssue({ code: 'custom', message: 'passwordAgainRequired', path: ['passwordAgain'] });
  else if (again !== password)
    ctx.addIssue({ code: 'custom', message: 'passwordMismatch', path: ['passwordAgain'] });
}

export const loginForm = z.object({ username: usernameField, password: loginPasswordField });

export const registerForm = z
  .object({
    username: usernameField,
    email: emailField,
    code: emailCodeField,
    password: newPasswordField,
    passwordAgain: z.string(),
  })
  .superRefine((form, ctx) => checkAgain(form.password, form.passwordAgain, ctx));

/** Asking for the reset mail. */
export const resetMailForm = z.object({ email: emailField, captcha: captchaField });

/** The page the reset mail links to. */
export const resetPasswordForm = z
  .object({ password: newPasswordField, passwordAgain: z.string() })
  .superRefine((form, ctx) => checkAgain(form.password, form.passwordAgain, ctx));

/** A changed password must differ from the current one. */
export const changePasswordForm = z
  .object({
    oldPassword: requiredField('passwordRequired'),
    newPassword: newPasswordField,
    passwordAgain: z.string(),
    captcha: digitCaptchaField,
  })
  .superRefine((form, ctx) => {
    if (
      form.newPassword !== '' &&
      form.newPassword === form.oldPassword &&
      passes(newPasswordField, form.newPassword)
    )
      ctx.addIssue({ code: 'custom', message: 'passwordSameAsOld', path: ['newPassword'] });
    checkAgain(form.newPassword, form.passwordAgain, ctx);
  });

/** A changed email must differ from the current one, whatever the case. */
export function changeEmailForm(currentEmail: string) {
  return z
    .object({
      password: requiredField('passwordRequired'),
      newEmail: emailField,
      code: emailCodeField,
      captcha: digitCaptchaField,
    })
    .superRefine((form, ctx) => {
      const same = form.newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase();
      if (same && passes(emailField, form.newEmail))
        ctx.addIssue({ code: 'custom', message: 'emailSameAsOld', path: ['newEmail'] });
    });
}

/** True when the value passes the field's rules. */
export function passes(field: z.ZodType, value: string): boolean {
  return field.safeParse(value).success;
}

/**
 * Reads the server's existence check for a form: registering needs a free username or email,
 * resetting needs an existing one.
 */
export function checkExistence(
  purpose: 'register' | 'reset',
  field: 'username' | 'email',
  exists: boolean,
): Check {
  if (purpose === 'register' && exists) return field === 'username' ? 'usernameExists' : 'emailExists';
  if (purpose === 'reset' && !exists) return field === 'username' ? 'usernameMissing' : 'emailMissing';
  return undefined;
}

/** A profile field within the server's limit ('tooLong'); the inputs also stop at it (`profileMaxLength`). */
function limited(rule: z.ZodType) {
  return z.string().refine((value) => rule.safeParse(value).success, 'tooLong');
}

const profile = profileFields.shape;

/** The profile fields others see on the user's home page. */
export const profileForm = z.object({
  nickname: limited(profile.nickname),
  realname: limited(profile.realname),
  school: limited(profile.school),
  course: limited(profile.course),
  number: limited(profile.number),
  github: limited(profile.github),
  blog: limited(profile.blog),
  signature: limited(profile.signature),
  gender: profile.gender,
});

export type ProfileTextField = Exclude<keyof z.infer<typeof profileForm>, 'gender'>;

/** The longest value the server takes for a profile field. */
export function profileMaxLength(name: ProfileTextField): number | undefined {
  return profile[name].maxLength ?? undefined;
}
