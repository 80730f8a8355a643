import { z } from 'zod';

/**
 * The submission status codes: the reference's (spec 01 section 3, spec 04 "Judging") plus output limit
 * exceeded (11), which the reference folds into RE and contest judges show as a verdict of its own.
 * Defined here once; events, read models, the judge, the server and the web all import it.
 *
 * @example
 * status === SubmissionStatus.accepted
 */
export const SubmissionStatus = {
  /** A board cell or a status filter: nothing submitted. Never stored on a submission. */
  notSubmitted: -10,
  /** What a reader sees of a verdict the seal hides from them. Never stored. */
  unknown: -5,
  cancelled: -4,
  presentationError: -3,
  compileError: -2,
  wrongAnswer: -1,
  accepted: 0,
  timeLimitExceeded: 1,
  memoryLimitExceeded: 2,
  runtimeError: 3,
  systemError: 4,
  pending: 5,
  compiling: 6,
  judging: 7,
  partialAccepted: 8,
  /** Remote judging: being submitted to the other site. */
  submitting: 9,
  /** Remote judging: the other site refused the submission; it may be resubmitted. */
  submitFailed: 10,
  outputLimitExceeded: 11,
} as const;

export type SubmissionStatusName = keyof typeof SubmissionStatus;
export type SubmissionStatusCode = (typeof SubmissionStatus)[SubmissionStatusName];

const codes = new Set<number>(Object.values(SubmissionStatus));

/** Any code of the vocabulary (filters, reads). */
export const submissionStatusSchema = z
  .number()
  .int()
  .refine((code) => codes.has(code), 'Unknown submission status');

export function isSubmissionStatus(code: number): code is SubmissionStatusCode {
  return codes.has(code);
}

/** Pending, compiling, judging and submitting: the verdict is still to come. */
export const openStatuses: readonly SubmissionStatusCode[] = [
  SubmissionStatus.pending,
  SubmissionStatus.compiling,
  SubmissionStatus.judging,
  SubmissionStatus.submitting,
];

export function isOpenStatus(code: number): boolean {
  return (openStatuses as readonly number[]).includes(code);
}

/** The verdicts a judging round may end in (what a runner reports, what a super admin may set by hand and more). */
export const finalVerdicts = [
  SubmissionStatus.cancelled,
  SubmissionStatus.presentationError,
  SubmissionStatus.compileError,
  SubmissionStatus.wrongAnswer,
  SubmissionStatus.accepted,
  SubmissionStatus.timeLimitExceeded,
  SubmissionStatus.memoryLimitExceeded,
  SubmissionStatus.runtimeError,
  SubmissionStatus.systemError,
  SubmissionStatus.partialAccepted,
  SubmissionStatus.submitFailed,
  SubmissionStatus.outputLimitExceeded,
] as const;
export type FinalVerdict = (typeof finalVerdicts)[number];

export function isFinalVerdict(code: number): code is FinalVerdict {
  return (finalVerdicts as readonly number[]).includes(code);
}

/** A final verdict as events carry it. */
export const finalVerdictSchema = z
  .number()
  .int()
  .refine((code) => (finalVerdicts as readonly number[]).includes(code), 'Not a final verdict');

/** Accepted: the only verdict that solves a problem on an ACM board and in rank lists. */
export function isAccepted(code: number): boolean {
  return code === SubmissionStatus.accepted;
}
