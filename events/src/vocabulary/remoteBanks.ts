import { z } from 'zod';

/**
 * The other sites a remote problem is judged on (spec 01 section 1): HDU, Codeforces, GYM (Codeforces'
 * gym), POJ, AtCoder and SPOJ. A remote problem names its bank and the site's own problem id; the remote
 * runner submits there and reports the site's verdict as a local one.
 */
export const RemoteBank = {
  hdu: 'HDU',
  codeforces: 'CF',
  gym: 'GYM',
  poj: 'POJ',
  atcoder: 'AC',
  spoj: 'SPOJ',
} as const;
export type RemoteBankCode = (typeof RemoteBank)[keyof typeof RemoteBank];

export const remoteBanks: readonly RemoteBankCode[] = Object.values(RemoteBank);
export const remoteBankSchema = z.enum(remoteBanks as [RemoteBankCode, ...RemoteBankCode[]]);

/** A remote problem's place on its site: the bank and the site's problem id (e.g. HDU 1000, CF 4A). */
export const remoteProblemRef = z.object({
  bank: remoteBankSchema,
  problemId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'The remote problem id may use letters, digits, - and _ (at most 40)'),
});
export type RemoteProblemRef = z.infer<typeof remoteProblemRef>;
