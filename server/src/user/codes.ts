import { randomBytes, randomInt } from 'node:crypto';
import { type EventMetadata, handleCommand } from '@oj/events';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { messages } from './validation';
import { type CodePurpose, codeStreamId, hashCode, verificationCodeDecider } from './verificationCodeDecider';

export const CODE_LIFETIME_MS = 10 * 60_000;
/** Spec 01 section 4: the register button counts down 60 s, the reset button 90 s. */
const RESEND_AFTER_MS: Record<CodePurpose, number> = {
  register: 60_000,
  'change-email': 60_000,
  reset: 90_000,
  'disband-group': 60_000,
};

/** A six-digit code (register, change e-mail) or a long one for a reset link. */
function newCode(purpose: CodePurpose): string {
  if (purpose === 'reset') return randomBytes(16).toString('hex');
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function issueCode(
  services: Services,
  purpose: CodePurpose,
  email: string,
  uid: string | null,
  metadata: EventMetadata,
): Promise<string> {
  const code = newCode(purpose);
  await handleCommand(
    services.store,
    codeStreamId(purpose, email),
    verificationCodeDecider,
    {
      type: 'IssueCode',
      purpose,
      email,
      codeHash: hashCode(email, code),
      uid,
      at: new Date(metadata.at),
      lifetimeMs: CODE_LIFETIME_MS,
      resendAfterMs: RESEND_AFTER_MS[purpose],
    },
    { metadata },
  );
  return code;
}

/**
 * Spends a code; a wrong one is recorded (five wrong tries kill it) and answered with the same
 * message as an expired one. Returns the account the code was issued for.
 */
export async function useCode(
  services: Services,
  purpose: CodePurpose,
  email: string,
  code: string,
  metadata: EventMetadata,
): Promise<string | null> {
  const result = await handleCommand(
    services.store,
    codeStreamId(purpose, email),
    verificationCodeDecider,
    { type: 'UseCode', purpose, codeHash: hashCode(email, code), at: new Date(metadata.at) },
    { metadata },
  );
  if (result.events[0]?.type !== 'VerificationCodeUsed') throw new HttpError(400, messages.codeInvalid);
  return result.state.uid;
}
