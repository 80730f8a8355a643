/**
 * The reference's status codes (spec 01 section 3, spec 04 "Judging") that judging produces, and output
 * limit exceeded (11), which the reference folds into RE: contest judges show it as a verdict of its own.
 */
export const judgeStatus = {
  cancelled: -4,
  presentationError: -3,
  compileError: -2,
  wrongAnswer: -1,
  accepted: 0,
  timeLimitExceeded: 1,
  memoryLimitExceeded: 2,
  runtimeError: 3,
  systemError: 4,
  partialAccepted: 8,
  outputLimitExceeded: 11,
} as const;

export type JudgeStatus = (typeof judgeStatus)[keyof typeof judgeStatus];
