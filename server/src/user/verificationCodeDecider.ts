import { createHash } from 'node:crypto';
import { type Decider, fail, type ProductEvent } from '@oj/events';
import { messages } from './validation';

export type CodePurpose = 'register' | 'reset' | 'change-email' | 'disband-group';
const MAX_WRONG_GUESSES = 5;

export type CodeCommand =
  | {
      type: 'IssueCode';
      purpose: CodePurpose;
      email: string;
      codeHash: string;
      uid: string | null;
      at: Date;
      lifetimeMs: number;
      /** The spec's resend timers: 60 s for register, 90 s for reset. */
      resendAfterMs: number;
    }
  | { type: 'UseCode'; purpose: CodePurpose; codeHash: string; at: Date };

type CodeState = {
  issuedAt: number | null;
  codeHash: string | null;
  expiresAt: number;
  uid: string | null;
  spent: boolean;
  wrongGuesses: number;
};

export const codeStreamId = (purpose: CodePurpose, email: string) =>
  `code-${purpose}-${email.trim().toLowerCase()}`;
export const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email.trim().toLowerCase()}:${code.trim()}`).digest('hex');

/** One e-mail address's codes for one purpose: issue (rate-limited), then use once within its life. */
export const verificationCodeDecider: Decider<CodeCommand, ProductEvent, CodeState> = {
  initialState: () => ({
    issuedAt: null,
    codeHash: null,
    expiresAt: 0,
    uid: null,
    spent: true,
    wrongGuesses: 0,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'VerificationCodeIssued':
        return {
          issuedAt: Date.parse(event.data.issuedAt),
          codeHash: event.data.codeHash,
          expiresAt: Date.parse(event.data.expiresAt),
          uid: event.data.uid,
          spent: false,
          wrongGuesses: 0,
        };
      case 'VerificationCodeUsed':
        return { ...state, spent: true };
      case 'VerificationCodeRejected':
        return { ...state, wrongGuesses: state.wrongGuesses + 1 };
      default:
        return state;
    }
  },
  decide(command, state) {
    const at = command.at.getTime();
    if (command.type === 'IssueCode') {
      const wait = state.issuedAt === null ? 0 : state.issuedAt + command.resendAfterMs - at;
      if (wait > 0) fail('rate_limited', messages.tooSoon(Math.ceil(wait / 1000)));
      const issuedAt = command.at.toISOString();
      const expiresAt = new Date(at + command.lifetimeMs).toISOString();
      const { purpose, email, codeHash, uid } = command;
      return [
        { type: 'VerificationCodeIssued', data: { purpose, email, codeHash, issuedAt, expiresAt, uid } },
      ];
    }
    const usable = !state.spent && state.expiresAt > at && state.wrongGuesses < MAX_WRONG_GUESSES;
    if (!usable) fail('validation', messages.codeInvalid);
    if (state.codeHash !== command.codeHash)
      return [{ type: 'VerificationCodeRejected', data: { purpose: command.purpose } }];
    return [{ type: 'VerificationCodeUsed', data: { purpose: command.purpose } }];
  },
};
