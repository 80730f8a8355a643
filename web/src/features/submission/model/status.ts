// The submission result codes of spec 01 §3: each has a message key, a short code and a colour.

/** Radix Themes accent colours the status tags use. */
export type StatusColor = 'gray' | 'purple' | 'amber' | 'orange' | 'red' | 'green' | 'blue' | 'teal' | 'cyan';

export interface StatusLook {
  /** Key under `submission.status` in the locales. */
  key: StatusKey;
  /** The short code of the list and the test-point cards (upper case, as the reference shows them). */
  short: string;
  color: StatusColor;
}

export const statusLooks = {
  [-10]: { key: 'notSubmitted', short: 'NS', color: 'gray' },
  [-5]: { key: 'unknown', short: 'UKN', color: 'gray' },
  [-4]: { key: 'cancelled', short: 'CA', color: 'purple' },
  [-3]: { key: 'presentationError', short: 'PE', color: 'orange' },
  [-2]: { key: 'compileError', short: 'CE', color: 'amber' },
  [-1]: { key: 'wrongAnswer', short: 'WA', color: 'red' },
  0: { key: 'accepted', short: 'AC', color: 'green' },
  1: { key: 'timeLimit', short: 'TLE', color: 'red' },
  2: { key: 'memoryLimit', short: 'MLE', color: 'red' },
  3: { key: 'runtimeError', short: 'RE', color: 'red' },
  4: { key: 'systemError', short: 'SE', color: 'gray' },
  5: { key: 'pending', short: 'PD', color: 'amber' },
  6: { key: 'compiling', short: 'CP', color: 'teal' },
  7: { key: 'judging', short: 'JG', color: 'blue' },
  8: { key: 'partialAccepted', short: 'PAC', color: 'cyan' },
  9: { key: 'submitting', short: 'SG', color: 'amber' },
  10: { key: 'submitFailed', short: 'SF', color: 'gray' },
  // Not in the reference, which made an output flood RE: contest judges show it as a verdict of its own.
  11: { key: 'outputLimit', short: 'OLE', color: 'red' },
} as const satisfies Record<number, { key: string; short: string; color: StatusColor }>;

export type StatusCode = keyof typeof statusLooks;
export type StatusKey = (typeof statusLooks)[StatusCode]['key'];

export const statusCodes = Object.keys(statusLooks)
  .map(Number)
  .sort((a, b) => a - b) as StatusCode[];

function isStatusCode(status: number): status is StatusCode {
  return status in statusLooks;
}

/** The look of a status; a code the site does not know shows as unknown. */
export function statusLook(status: number): StatusLook {
  return isStatusCode(status) ? statusLooks[status] : statusLooks[-5];
}

/** Pending, compiling, judging and submitting: the verdict is still to come. */
const openStatuses = new Set([5, 6, 7, 9]);
export function isOpenStatus(status: number): boolean {
  return openStatuses.has(status);
}

/** The status list's dropdown offers every code but 9 (submitting) and -5 (unknown) (spec 01 §2.8). */
export const filterStatuses = statusCodes.filter((code) => code !== 9 && code !== -5);

/** What a super admin may set by hand: no cancelled, compile error or transient state (spec 01 §4). */
export const manualStatuses = [-3, -1, 0, 1, 2, 3, 4, 8, 11] as const;

/** Manual judge and cancel are closed while the submission compiles or runs, and for a compile error. */
export function judgeControlsOpen(status: number): boolean {
  return status !== 6 && status !== 7 && status !== -2;
}
