// The account form rules of spec 01 §5 and 03 §5 (login, register, reset, settings), as pure
// functions. Each returns the key of the message to show (see `validation` in the locales), or
// undefined when the value passes.

export type ValidationKey =
  | 'usernameRequired'
  | 'usernameTooLong'
  | 'usernameExists'
  | 'usernameMissing'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordWeak'
  | 'passwordAgainRequired'
  | 'passwordMismatch'
  | 'passwordSameAsOld'
  | 'emailRequired'
  | 'emailFormat'
  | 'emailExists'
  | 'emailMissing'
  | 'emailSameAsOld'
  | 'codeRequired'
  | 'codeLength'
  | 'captchaRequired'
  | 'captchaLength'
  | 'captchaDigits'
  | 'fileType'
  | 'fileSize';

export type Check = ValidationKey | undefined;

export const usernameMaxLength = 20;
export const passwordMinLength = 6;
export const passwordMaxLength = 20;
export const emailCodeLength = 6;
export const resetCaptchaMaxLength = 8;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkUsername(username: string): Check {
  if (username.trim() === '') return 'usernameRequired';
  if (username.length > usernameMaxLength) return 'usernameTooLong';
  return undefined;
}

/** Login only asks for a length; new passwords must also be strong (see checkNewPassword). */
export function checkLoginPassword(password: string): Check {
  if (password === '') return 'passwordRequired';
  if (password.length < passwordMinLength || password.length > passwordMaxLength) return 'passwordLength';
  return undefined;
}

/** 6 to 20 characters with at least one letter and one digit ('Pass Strength'). */
export function checkNewPassword(password: string): Check {
  if (password === '') return 'passwordRequired';
  const strong =
    password.length >= passwordMinLength &&
    password.length <= passwordMaxLength &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password);
  return strong ? undefined : 'passwordWeak';
}

export function checkPasswordAgain(password: string, again: string): Check {
  if (again === '') return 'passwordAgainRequired';
  return again === password ? undefined : 'passwordMismatch';
}

/** A changed password must differ from the current one. */
export function checkChangedPassword(oldPassword: string, newPassword: string): Check {
  return checkNewPassword(newPassword) ?? (newPassword === oldPassword ? 'passwordSameAsOld' : undefined);
}

export function checkEmail(email: string): Check {
  if (email.trim() === '') return 'emailRequired';
  return emailPattern.test(email.trim()) ? undefined : 'emailFormat';
}

export function checkChangedEmail(oldEmail: string, newEmail: string): Check {
  const check = checkEmail(newEmail);
  if (check) return check;
  return newEmail.trim().toLowerCase() === oldEmail.trim().toLowerCase() ? 'emailSameAsOld' : undefined;
}

/** The code mailed for registering or changing the email: exactly 6 characters. */
export function checkEmailCode(code: string): Check {
  if (code.trim() === '') return 'codeRequired';
  return code.trim().length === emailCodeLength ? undefined : 'codeLength';
}

/** The captcha of the reset-password request: 1 to 8 characters. */
export function checkResetCaptcha(captcha: string): Check {
  if (captcha.trim() === '') return 'captchaRequired';
  return captcha.trim().length <= resetCaptchaMaxLength ? undefined : 'captchaLength';
}

/** The captcha of the other forms: 6 digits. */
export function checkDigitCaptcha(captcha: string): Check {
  if (captcha.trim() === '') return 'captchaRequired';
  return /^\d{6}$/.test(captcha.trim()) ? undefined : 'captchaDigits';
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
