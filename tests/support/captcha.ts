import { createHash } from 'node:crypto';
import { ApiClient } from './apiClient';
import type { TestServer } from './testServer';

/** The answers the tests give: the reset request's letters and the settings forms' 6 digits. */
export const KNOWN_ANSWER = { letters: 'AB12', digits: '424242' } as const;

/**
 * Sets the answer of captcha `captchaKey` to a known one: its answer is only in the picture (kept hashed,
 * lowercased), so a test that cannot read it sets it instead.
 */
export async function setCaptchaAnswer(t: Pick<TestServer, 'server'>, captchaKey: string, answer: string) {
  await t.server.services.db
    .updateTable('captchas')
    .set({ answer_hash: createHash('sha256').update(answer.toLowerCase()).digest('hex') })
    .where('key', '=', captchaKey)
    .execute();
}

/**
 * A fresh captcha of `kind` with a known answer, as the body fields the forms send.
 *
 * @example await me.client.post('/api/change-password', { oldPassword, newPassword, ...(await solvedCaptcha(t, 'digits')) })
 */
export async function solvedCaptcha(
  t: Pick<TestServer, 'server' | 'url'>,
  kind: keyof typeof KNOWN_ANSWER = 'letters',
): Promise<{ captcha: string; captchaKey: string }> {
  const reply = await new ApiClient(t.url).get(`/api/captcha?kind=${kind}`);
  const { captchaKey } = reply.body.data as { captchaKey: string };
  await setCaptchaAnswer(t, captchaKey, KNOWN_ANSWER[kind]);
  return { captcha: KNOWN_ANSWER[kind], captchaKey };
}
