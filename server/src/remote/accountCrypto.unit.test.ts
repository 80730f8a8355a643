import { describe, expect, it } from 'vitest';
import { accountKey, DEVELOPMENT_ACCOUNT_KEY, decryptPassword, encryptPassword } from './accountCrypto';

describe('site account passwords at rest', () => {
  it('round-trips under one key, with a fresh nonce each time', () => {
    const key = accountKey({ REMOTE_ACCOUNT_KEY: 'server-key' });
    const one = encryptPassword(key, 'hdu-pässword');
    const two = encryptPassword(key, 'hdu-pässword');
    expect(one.iv).not.toBe(two.iv);
    expect(one.data).not.toBe(two.data);
    expect(decryptPassword(key, one)).toBe('hdu-pässword');
  });

  it('refuses another key and altered cipher text (GCM tag)', () => {
    const secret = encryptPassword(accountKey({ REMOTE_ACCOUNT_KEY: 'a' }), 'pw');
    expect(() => decryptPassword(accountKey({ REMOTE_ACCOUNT_KEY: 'b' }), secret)).toThrow();
    const flipped = Buffer.from(secret.data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptPassword(accountKey({ REMOTE_ACCOUNT_KEY: 'a' }), {
        ...secret,
        data: flipped.toString('base64'),
      }),
    ).toThrow();
  });

  it('uses the development key without REMOTE_ACCOUNT_KEY', () => {
    expect(accountKey({})).toEqual(accountKey({ REMOTE_ACCOUNT_KEY: DEVELOPMENT_ACCOUNT_KEY }));
  });
});
