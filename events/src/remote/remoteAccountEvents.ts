import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';
import { remoteBankSchema } from '../vocabulary/remoteBanks';

/**
 * Stream `remote-accounts`: the pool of site accounts the remote runners submit with, managed by admins.
 * The password is stored encrypted (AES-256-GCM, the server's `REMOTE_ACCOUNT_KEY`), and the cipher text is
 * a secret too: the audit never shows it.
 */
export const remoteAccountUsername = z.string().trim().min(1).max(100);
export const encryptedSecret = z.object({
  /** base64 of the 12-byte nonce, the 16-byte tag and the cipher text. */
  iv: z.string().max(100),
  tag: z.string().max(100),
  data: z.string().max(1000),
});
export type EncryptedSecret = z.infer<typeof encryptedSecret>;

export const RemoteAccountSaved = defineEvent('RemoteAccountSaved', {
  schema: z.object({
    bank: remoteBankSchema,
    username: remoteAccountUsername,
    /** The encrypted site password. */
    password: secret(encryptedSecret),
  }),
});
export const RemoteAccountRemoved = defineEvent('RemoteAccountRemoved', {
  schema: z.object({ bank: remoteBankSchema, username: remoteAccountUsername }),
});

export const remoteAccountEvents = [RemoteAccountSaved, RemoteAccountRemoved] as const;
