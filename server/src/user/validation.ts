/**
 * The server's names for the account rules of spec 01 section 5. The rules and their messages live in
 * `@oj/events/contracts`, where the web checks the same rules before sending; these are the ones that count.
 */
export {
  accountMessages as messages,
  captchaRule as captcha,
  digitCaptchaRule as digitCaptcha,
  emailCodeRule as registerCode,
  emailRule as email,
  passwordRule as password,
  usernameRule as username,
} from '@oj/events/contracts';
