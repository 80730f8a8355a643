import { describe, expect, it } from 'vitest';
import {
  checkChangedEmail,
  checkChangedPassword,
  checkDigitCaptcha,
  checkEmail,
  checkEmailCode,
  checkExistence,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordAgain,
  checkResetCaptcha,
  checkUsername,
} from './account';
import { checkAvatarFile } from './avatar';

describe('username', () => {
  it('is required and at most 20 characters', () => {
    expect(checkUsername('')).toBe('usernameRequired');
    expect(checkUsername('   ')).toBe('usernameRequired');
    expect(checkUsername('a'.repeat(20))).toBeUndefined();
    expect(checkUsername('a'.repeat(21))).toBe('usernameTooLong');
  });
});

describe('passwords', () => {
  it('asks only 6 to 20 characters at login', () => {
    expect(checkLoginPassword('')).toBe('passwordRequired');
    expect(checkLoginPassword('12345')).toBe('passwordLength');
    expect(checkLoginPassword('123456')).toBeUndefined();
    expect(checkLoginPassword('x'.repeat(21))).toBe('passwordLength');
  });

  it('needs a letter and a digit in 6 to 20 characters for a new one', () => {
    expect(checkNewPassword('')).toBe('passwordRequired');
    expect(checkNewPassword('abc12')).toBe('passwordWeak');
    expect(checkNewPassword('abcdef')).toBe('passwordWeak');
    expect(checkNewPassword('123456')).toBe('passwordWeak');
    expect(checkNewPassword('abc123')).toBeUndefined();
    expect(checkNewPassword(`a1${'x'.repeat(18)}`)).toBeUndefined();
    expect(checkNewPassword(`a1${'x'.repeat(19)}`)).toBe('passwordWeak');
  });

  it('must be typed twice alike', () => {
    expect(checkPasswordAgain('abc123', '')).toBe('passwordAgainRequired');
    expect(checkPasswordAgain('abc123', 'abc124')).toBe('passwordMismatch');
    expect(checkPasswordAgain('abc123', 'abc123')).toBeUndefined();
  });

  it('must differ from the old one when changed', () => {
    expect(checkChangedPassword('abc123', 'abc123')).toBe('passwordSameAsOld');
    expect(checkChangedPassword('abc123', 'abc')).toBe('passwordWeak');
    expect(checkChangedPassword('abc123', 'xyz789')).toBeUndefined();
  });
});

describe('email', () => {
  it('is required and well formed', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('alice')).toBe('emailFormat');
    expect(checkEmail('alice@localhost')).toBe('emailFormat');
    expect(checkEmail('a b@example.com')).toBe('emailFormat');
    expect(checkEmail('alice@example.com')).toBeUndefined();
  });

  it('must differ from the current one when changed, whatever the case', () => {
    expect(checkChangedEmail('a@example.com', 'A@Example.com')).toBe('emailSameAsOld');
    expect(checkChangedEmail('a@example.com', 'b@')).toBe('emailFormat');
    expect(checkChangedEmail('a@example.com', 'b@example.com')).toBeUndefined();
  });
});

describe('codes and captchas', () => {
  it('takes exactly 6 characters for an email code', () => {
    expect(checkEmailCode('')).toBe('codeRequired');
    expect(checkEmailCode('12345')).toBe('codeLength');
    expect(checkEmailCode('1234567')).toBe('codeLength');
    expect(checkEmailCode('a1b2c3')).toBeUndefined();
  });

  it('takes 1 to 8 characters for the reset captcha', () => {
    expect(checkResetCaptcha('')).toBe('captchaRequired');
    expect(checkResetCaptcha('x')).toBeUndefined();
    expect(checkResetCaptcha('12345678')).toBeUndefined();
    expect(checkResetCaptcha('123456789')).toBe('captchaLength');
  });

  it('takes 6 digits for the other captchas', () => {
    expect(checkDigitCaptcha('12345a')).toBe('captchaDigits');
    expect(checkDigitCaptcha('123456')).toBeUndefined();
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
