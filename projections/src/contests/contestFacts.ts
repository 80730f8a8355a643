import { type ProductEvent, type RecordedEvent, RoleCode, SubmissionStatus } from '@oj/events';

type Event = RecordedEvent<ProductEvent>;

/**
 * The contest facts that several readers keep their own copy of (the board, the rank-change reactor,
 * the helpers, the replay: each at its own checkpoint, on purpose, see decisions.md), read from the
 * events once here. Each reader stores them in its own tables.
 */

/** A new contest submission (cid > 0); undefined for anything else, practice submissions included. */
export function contestSubmissionOf(event: Event) {
  if (event.type !== 'SubmissionCreated' || event.data.cid === 0) return undefined;
  const { submitId, cid, uid, username, pid } = event.data;
  return { submitId, cid, uid, username, pid, submitTime: new Date(event.metadata.at) };
}

/**
 * What an event does to a submission's verdict: its status, and the score and run time when the event
 * gives them (absent: keep what was there; a manual judgement keeps the judge's time, a cancel keeps
 * both). A rejudge makes the submission pending again. Undefined: the event gives no verdict.
 *
 * @example
 * verdictOf(manuallyJudged) // { status: 0, score: 100 }
 */
export function verdictOf(
  event: Event,
): { status: number; score?: number | null; time?: number | null } | undefined {
  switch (event.type) {
    case 'SubmissionJudged':
      return { status: event.data.status, score: event.data.score, time: event.data.time };
    case 'SubmissionManuallyJudged':
      return { status: event.data.status, score: event.data.score };
    case 'SubmissionJudgeCancelled':
      return { status: SubmissionStatus.cancelled };
    case 'SubmissionRejudged':
      return { status: SubmissionStatus.pending, score: null, time: null };
    default:
      return undefined;
  }
}

/** Whether a user event makes its user a super admin (who is never on a board) or not; undefined: neither. */
export function superAdminOf(event: Event): { uid: string; root: boolean } | undefined {
  if (event.type !== 'UserRegistered' && event.type !== 'UserRoleChanged') return undefined;
  return { uid: event.streamId.slice('user-'.length), root: event.data.roleCode === RoleCode.root };
}
