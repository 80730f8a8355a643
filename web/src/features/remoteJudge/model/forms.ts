import { remoteBankSchema } from '@oj/events/vocabulary';
import { z } from 'zod';

/** The forms' error keys (remoteJudge.errors.*), for both languages. */
const errorKeys = ['problemIdRequired', 'problemIdFormat', 'usernameRequired', 'passwordRequired'] as const;
export type RemoteFormErrorKey = (typeof errorKeys)[number];
export const isRemoteFormErrorKey = (value: string | undefined): value is RemoteFormErrorKey =>
  (errorKeys as readonly (string | undefined)[]).includes(value);

/** The server's remote problem reference (bank + the site's id), with the form's messages. */
export const importForm = z.object({
  bank: remoteBankSchema,
  problemId: z
    .string()
    .trim()
    .min(1, 'problemIdRequired')
    .max(40, 'problemIdFormat')
    .regex(/^[A-Za-z0-9_-]+$/, 'problemIdFormat'),
});
export type ImportForm = z.infer<typeof importForm>;

export const accountForm = z.object({
  bank: remoteBankSchema,
  username: z.string().trim().min(1, 'usernameRequired').max(100),
  password: z.string().min(1, 'passwordRequired').max(200),
});
export type AccountForm = z.infer<typeof accountForm>;
