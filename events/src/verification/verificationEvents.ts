import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';

/** Stream `code-<purpose>-<lowercased e-mail>`. Only a hash of the code is kept here. */
export const codePurpose = z.enum(['register', 'reset', 'change-email', 'disband-group']);

export const VerificationCodeIssued = defineEvent('VerificationCodeIssued', {
  schema: z.object({
    purpose: codePurpose,
    email: z.string().email(),
    codeHash: secret(z.string().min(1)),
    issuedAt: z.string().datetime(),
    expiresAt: z.string().datetime(),
    /** The account the code is for (reset, change-email); null for a registration. */
    uid: z.string().nullable(),
  }),
});

export const VerificationCodeUsed = defineEvent('VerificationCodeUsed', {
  schema: z.object({ purpose: codePurpose }),
});

/** A wrong guess; after five, the code is dead (a 6-digit code must not be guessable online). */
export const VerificationCodeRejected = defineEvent('VerificationCodeRejected', {
  schema: z.object({ purpose: codePurpose }),
});

export const verificationEvents = [
  VerificationCodeIssued,
  VerificationCodeUsed,
  VerificationCodeRejected,
] as const;
