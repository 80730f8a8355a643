import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { EncryptedSecret } from '@oj/events';

/**
 * Site account passwords at rest: AES-256-GCM under a key from `REMOTE_ACCOUNT_KEY` (any string; its
 * SHA-256 is the key). Without it (development, `npm start`) a fixed development key is used, which is fine
 * for a laptop and wrong for a server: set the variable there. A changed key makes the stored passwords
 * unreadable (decrypting fails loudly), and the admins enter them again.
 */
export const DEVELOPMENT_ACCOUNT_KEY = 'oj-development-remote-account-key';

export function accountKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  return createHash('sha256')
    .update(env.REMOTE_ACCOUNT_KEY || DEVELOPMENT_ACCOUNT_KEY)
    .digest();
}

export function encryptPassword(key: Buffer, password: string): EncryptedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Throws when the key is not the one it was encrypted with (or the cipher text was altered). */
export function decryptPassword(key: Buffer, secret: EncryptedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(secret.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(secret.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(secret.data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
