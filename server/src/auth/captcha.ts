import { createHash, randomUUID } from 'node:crypto';
import { accountLimits } from '@oj/events/contracts';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { AuthTables } from './tables';

const { digitCaptchaLength } = accountLimits;

const CAPTCHA_LIFETIME_MS = 5 * 60_000;
const answerHash = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

/**
 * The two captcha kinds of spec 01 §5: the reset-password request's letters (1-8 characters; ours has 4),
 * and the other forms' 6 digits (changing the password or the e-mail).
 */
export type CaptchaKind = 'letters' | 'digits';
const pictureOf = (kind: CaptchaKind) =>
  kind === 'digits'
    ? svgCaptcha.create({ size: digitCaptchaLength, noise: 2, charPreset: '0123456789', color: true })
    : svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });

/** A fresh picture captcha; its answer is kept (hashed) in the database so any node can check it. */
export async function issueCaptcha(db: Kysely<AuthTables>, kind: CaptchaKind = 'letters', now = new Date()) {
  const { data, text } = pictureOf(kind);
  const key = randomUUID();
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db
    .insertInto('captchas')
    .values({ key, answer_hash: answerHash(text), expires_at: new Date(now.getTime() + CAPTCHA_LIFETIME_MS) })
    .execute();
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey: key };
}

/** One try per captcha: it is deleted whatever the answer, so it cannot be brute-forced. */
export async function captchaSolved(db: Kysely<AuthTables>, key: string, answer: string, now = new Date()) {
  const row = await db
    .deleteFrom('captchas')
    .where('key', '=', key)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now && row.answer_hash === answerHash(answer);
}
