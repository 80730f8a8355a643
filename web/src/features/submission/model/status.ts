// The submission result codes of spec 01 §3 (`SubmissionStatus` of the vocabulary): each has a message key, a
// short code and a colour.
import { isOpenStatus, SubmissionStatus, type SubmissionStatusCode } from '@oj/events/vocabulary';

/** Radix Themes accent colours the status tags use. */
export type StatusColor = 'gray' | 'purple' | 'amber' | 'orange' | 'red' | 'green' | 'blue' | 'teal' | 'cyan';

export interface StatusLook {
  /** Key under `submission.status` in the locales. */
  key: StatusKey;
  /** The short code of the list and the test-point cards (upper case, as the reference shows them). */
  short: string;
  color: StatusColor;
}

const S = SubmissionStatus;

export const statusLooks = {
  [S.notSubmitted]: { key: 'notSubmitted', short: 'NS', color: 'gray' },
  [S.unknown]: { key: 'unknown', short: 'UKN', color: 'gray' },
  [S.cancelled]: { key: 'cancelled', short: 'CA', color: 'purple' },
  [S.presentationError]: { key: 'presentationError', short: 'PE', color: 'orange' },
  [S.compileError]: { key: 'compileError', short: 'CE', color: 'amber' },
  [S.wrongAnswer]: { key: 'wrongAnswer', short: 'WA', color: 'red' },
  [S.accepted]: { key: 'accepted', short: 'AC', color: 'green' },
  [S.timeLimitExceeded]: { key: 'timeLimit', short: 'TLE', color: 'red' },
  [S.memoryLimitExceeded]: { key: 'memoryLimit', short: 'MLE', color: 'red' },
  [S.runtimeError]: { key: 'runtimeError', short: 'RE', color: 'red' },
  [S.systemError]: { key: 'systemError', short: 'SE', color: 'gray' },
  [S.pending]: { key: 'pending', short: 'PD', color: 'amber' },
  [S.compiling]: { key: 'compiling', short: 'CP', color: 'teal' },
  [S.judging]: { key: 'judging', short: 'JG', color: 'blue' },
  [S.partialAccepted]: { key: 'partialAccepted', short: 'PAC', color: 'cyan' },
  [S.submitting]: { key: 'submitting', short: 'SG', color: 'amber' },
  [S.submitFailed]: { key: 'submitFailed', short: 'SF', color: 'gray' },
  // Not in the reference, which made an output flood RE: contest judges show it as a verdict of its own.
  [S.outputLimitExceeded]: { key: 'outputLimit', short: 'OLE', color: 'red' },
} as const satisfies Record<SubmissionStatusCode, { key: string; short: string; color: StatusColor }>;

export type StatusCode = keyof typeof statusLooks;
export type StatusKey = (typeof statusLooks)[StatusCode]['key'];

function isStatusCode(status: number): status is StatusCode {
  return status in statusLooks;
}

export const statusCodes: StatusCode[] = Object.keys(statusLooks)
  .map(Number)
  .filter(isStatusCode)
  .sort((a, b) => a - b);

/** The look of a status; a code the site does not know shows as unknown. */
export function statusLook(status: number): StatusLook {
  return isStatusCode(status) ? statusLooks[status] : statusLooks[S.unknown];
}

/** Pending, compiling, judging and submitting: the verdict is still to come. */
export { isOpenStatus };

/** The status list's dropdown offers every code but submitting and unknown (spec 01 §2.8). */
export const filterStatuses = statusCodes.filter((code) => code !== S.submitting && code !== S.unknown);

/** What a super admin may set by hand: no cancelled, compile error or transient state (spec 01 §4). */
export const manualStatuses = [
  S.presentationError,
  S.wrongAnswer,
  S.accepted,
  S.timeLimitExceeded,
  S.memoryLimitExceeded,
  S.runtimeError,
  S.systemError,
  S.partialAccepted,
  S.outputLimitExceeded,
] as const;

/** Manual judge and cancel are closed while the submission compiles or runs, and for a compile error. */
export function judgeControlsOpen(status: number): boolean {
  return status !== S.compiling && status !== S.judging && status !== S.compileError;
}
