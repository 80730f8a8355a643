import { isOpenStatus, SubmissionStatus } from '@oj/events/vocabulary';
/** How the list marks a problem for the signed-in user, from their best submission's status code. */
export type StatusMark = 'solved' | 'partial' | 'judging' | 'tried' | 'none';

// Status codes of spec 01 §3 (`SubmissionStatus`): accepted, partially accepted, the open ones still on their
// way, not submitted; any other code is a failed try.

export function statusMark(status: number | undefined): StatusMark {
  if (status === undefined || status === SubmissionStatus.notSubmitted) return 'none';
  if (status === SubmissionStatus.accepted) return 'solved';
  if (status === SubmissionStatus.partialAccepted) return 'partial';
  if (isOpenStatus(status)) return 'judging';
  return 'tried';
}
