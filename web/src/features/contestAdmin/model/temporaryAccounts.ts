import { accountLimits } from '@oj/events/contracts';
import { z } from 'zod';

/** The server's limit on one batch (server/src/contest/admin/temporaryAccounts.ts). */
export const MAX_TEMPORARY_ACCOUNTS = 500;
const MAX_NUMBER = 99_999_999;

const errorKeys = ['prefixRequired', 'numberRequired', 'rangeReversed', 'tooMany', 'tooLong'] as const;
/** A failure's message key under `contestAdmin.accounts.errors`. */
export type TemporaryAccountsErrorKey = (typeof errorKeys)[number];

export function isTemporaryAccountsErrorKey(value: unknown): value is TemporaryAccountsErrorKey {
  return errorKeys.some((key) => key === value);
}

const key = (k: TemporaryAccountsErrorKey) => k;
const rangeNumber = z
  .number({ error: key('numberRequired') })
  .int(key('numberRequired'))
  .min(0, key('numberRequired'))
  .max(MAX_NUMBER, key('numberRequired'));

/** The longest username of the batch: the number is padded to the width of `to`, as the server names them. */
const longestUsername = (form: { prefix: string; to: number; suffix: string }) =>
  form.prefix.trim().length + String(form.to).length + form.suffix.trim().length;

/**
 * The temporary accounts form, by the rules the server enforces, each message a key so the page shows it
 * in the reader's language beside its field.
 */
export const temporaryAccountsForm = z
  .object({
    prefix: z.string().trim().min(1, key('prefixRequired')),
    from: rangeNumber,
    to: rangeNumber,
    suffix: z.string().trim(),
  })
  .refine((f) => f.to >= f.from, { path: ['to'], message: key('rangeReversed') })
  .refine((f) => f.to - f.from < MAX_TEMPORARY_ACCOUNTS, { path: ['to'], message: key('tooMany') })
  .refine((f) => longestUsername(f) <= accountLimits.usernameMaxLength, {
    path: ['prefix'],
    message: key('tooLong'),
  });
export type TemporaryAccountsForm = z.infer<typeof temporaryAccountsForm>;

export interface TemporaryAccount {
  username: string;
  password: string;
}
