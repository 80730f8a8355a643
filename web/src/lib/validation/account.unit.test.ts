import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailForm,
  changePasswordForm,
  checkExistence,
  loginForm,
  profileForm,
  registerForm,
  resetMailForm,
  resetPasswordForm,
} from './account';
import { checkAvatarFile } from './avatar';

/** The message key shown under each failing field (the first issue of each, as the form shows it). */
function errorsOf(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const login = (username: string, password = 'abc123') => errorsOf(loginForm, { username, password });
const newPassword = (password: string, passwordAgain = password) =>
  errorsOf(resetPasswordForm, { password, passwordAgain });
const register = (patch: Record<string, string>) =>
  errorsOf(registerForm, {
    username: 'alice',
    email: 'alice@example.com',
    code: 'a1b2c3',
    password: 'abc123',
    passwordAgain: 'abc123',
    ...patch,
  });
const resetMail = (patch: Record<string, string>) =>
  errorsOf(resetMailForm, { email: 'alice@example.com', captcha: 'x', ...patch });

describe('username', () => {
  it('is required and at most 20 characters', () => {
    expect(login('').username).toBe('usernameRequired');
    expect(login('   ').username).toBe('usernameRequired');
    expect(login('a'.repeat(20)).username).toBeUndefined();
    expect(login('a'.repeat(21)).username).toBe('usernameTooLong');
  });
});

describe('passwords', () => {
  it('asks only 6 to 20 characters at login', () => {
    expect(login('alice', '').password).toBe('passwordRequired');
    expect(login('alice', '12345').password).toBe('passwordLength');
    expect(login('alice', '123456').password).toBeUndefined();
    expect(login('alice', 'x'.repeat(21)).password).toBe('passwordLength');
  });

  it('needs a letter and a digit in 6 to 20 characters for a new one', () => {
    expect(newPassword('').password).toBe('passwordRequired');
    expect(newPassword('abc12').password).toBe('passwordWeak');
    expect(newPassword('abcdef').password).toBe('passwordWeak');
    expect(newPassword('123456').password).toBe('passwordWeak');
    expect(newPassword('abc123').password).toBeUndefined();
    expect(newPassword(`a1${'x'.repeat(18)}`).password).toBeUndefined();
    expect(newPassword(`a1${'x'.repeat(19)}`).password).toBe('passwordWeak');
  });

  it('must be typed twice alike', () => {
    expect(newPassword('abc123', '').passwordAgain).toBe('passwordAgainRequired');
    expect(newPassword('abc123', 'abc124').passwordAgain).toBe('passwordMismatch');
    expect(newPassword('abc123', 'abc123')).toEqual({});
    expect(register({ password: 'abc', passwordAgain: 'abd' })).toEqual({
      password: 'passwordWeak',
      passwordAgain: 'passwordMismatch',
    });
  });

  it('must differ from the old one when changed', () => {
    const change = (oldPassword: string, newPassword: string) =>
      errorsOf(changePasswordForm, {
        oldPassword,
        newPassword,
        passwordAgain: newPassword,
        captcha: '123456',
      });
    expect(change('abc123', 'abc123').newPassword).toBe('passwordSameAsOld');
    expect(change('abc123', 'abc').newPassword).toBe('passwordWeak');
    expect(change('abc123', 'xyz789')).toEqual({});
    expect(change('', 'xyz789').oldPassword).toBe('passwordRequired');
  });

  it('needs the settings captcha: 6 digits', () => {
    const captcha = (value: string) =>
      errorsOf(changePasswordForm, {
        oldPassword: 'abc123',
        newPassword: 'xyz789',
        passwordAgain: 'xyz789',
        captcha: value,
      }).captcha;
    expect(captcha('')).toBe('captchaRequired');
    expect(captcha('12345')).toBe('captchaDigits');
    expect(captcha('12a456')).toBe('captchaDigits');
    expect(captcha(' 123456 ')).toBeUndefined();
  });
});

describe('email', () => {
  it('is required and well formed', () => {
    expect(resetMail({ email: '' }).email).toBe('emailRequired');
    expect(resetMail({ email: 'alice' }).email).toBe('emailFormat');
    expect(resetMail({ email: 'alice@localhost' }).email).toBe('emailFormat');
    expect(resetMail({ email: 'a b@example.com' }).email).toBe('emailFormat');
    expect(resetMail({ email: 'alice@example.com' })).toEqual({});
    expect(resetMail({ email: ' alice@example.com ' })).toEqual({});
  });

  it('must differ from the current one when changed, whatever the case', () => {
    const change = (newEmail: string) =>
      errorsOf(changeEmailForm('a@example.com'), {
        password: 'x',
        newEmail,
        code: 'a1b2c3',
        captcha: '123456',
      });
    expect(change('A@Example.com').newEmail).toBe('emailSameAsOld');
    expect(change('b@').newEmail).toBe('emailFormat');
    expect(change('b@example.com')).toEqual({});
  });
});

describe('codes and captchas', () => {
  it('takes exactly 6 characters for an email code', () => {
    expect(register({ code: '' }).code).toBe('codeRequired');
    expect(register({ code: '12345' }).code).toBe('codeLength');
    expect(register({ code: '1234567' }).code).toBe('codeLength');
    expect(register({ code: ' a1b2c3 ' })).toEqual({});
  });

  it('takes 1 to 8 characters for the reset captcha', () => {
    expect(resetMail({ captcha: '' }).captcha).toBe('captchaRequired');
    expect(resetMail({ captcha: 'x' })).toEqual({});
    expect(resetMail({ captcha: '12345678' })).toEqual({});
    expect(resetMail({ captcha: '123456789' }).captcha).toBe('captchaLength');
  });
});

describe('profile', () => {
  it('keeps each field within the server limit', () => {
    const fields = {
      nickname: 'Ada',
      realname: '',
      school: '',
      course: '',
      number: '',
      github: '',
      blog: '',
      signature: '',
      gender: 'female',
    };
    expect(errorsOf(profileForm, fields)).toEqual({});
    expect(errorsOf(profileForm, { ...fields, nickname: 'x'.repeat(21) })).toEqual({ nickname: 'tooLong' });
  });
});

describe('existence checks', () => {
  it('wants free names to register and existing ones to reset', () => {
    expect(checkExistence('register', 'username', true)).toBe('usernameExists');
    expect(checkExistence('register', 'email', true)).toBe('emailExists');
    expect(checkExistence('register', 'email', false)).toBeUndefined();
    expect(checkExistence('reset', 'username', false)).toBe('usernameMissing');
    expect(checkExistence('reset', 'email', false)).toBe('emailMissing');
    expect(checkExistence('reset', 'email', true)).toBeUndefined();
  });
});

describe('avatar file', () => {
  it('takes the listed image types up to 2097152 bytes', () => {
    expect(checkAvatarFile({ name: 'me.PNG', size: 1000 })).toBeUndefined();
    expect(checkAvatarFile({ name: 'me.webp', size: 2_097_152 })).toBeUndefined();
    expect(checkAvatarFile({ name: 'me.webp', size: 2_097_153 })).toBe('fileSize');
    expect(checkAvatarFile({ name: 'me.svg', size: 10 })).toBe('fileType');
    expect(checkAvatarFile({ name: 'png', size: 10 })).toBe('fileType');
  });
});
