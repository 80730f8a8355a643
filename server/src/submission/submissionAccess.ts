import { PRACTICE_CID, SubmissionStatus } from '@oj/events';
import type { SubmissionRow } from '@oj/projections';
import { isAdminRole } from '../user/roles';

type Viewer = { uid: string; roles: readonly string[] } | null;

/** Statuses whose error message the author may read (spec 04): compile error, system error, submit failed. */
const MESSAGE_STATUSES = new Set<number>([
  SubmissionStatus.compileError,
  SubmissionStatus.systemError,
  SubmissionStatus.submitFailed,
]);

const isOwner = (viewer: Viewer, row: Pick<SubmissionRow, 'uid'>) =>
  viewer !== null && viewer.uid === row.uid;
const isAdmin = (viewer: Viewer) => viewer !== null && isAdminRole(viewer.roles);

/** A practice submission: outside contests and not a virtual participant's (those are their author's). */
export const isPracticeRow = (row: Pick<SubmissionRow, 'cid' | 'virtual_cid'>) =>
  row.cid === PRACTICE_CID && row.virtual_cid === null;

/**
 * Who may see a submission at all. Practice submissions are public (the status list shows them);
 * contest and virtual submissions only to their author and admins.
 */
export function canSeeSubmission(
  viewer: Viewer,
  row: Pick<SubmissionRow, 'uid' | 'cid' | 'virtual_cid'>,
): boolean {
  return isPracticeRow(row) || isOwner(viewer, row) || isAdmin(viewer);
}

/** Spec 01, 4 "code visibility": own, an admin role, or shared while the problem allows sharing. */
export function canSeeCode(
  viewer: Viewer,
  row: Pick<SubmissionRow, 'uid' | 'cid' | 'virtual_cid' | 'share'>,
  problemCodeShare: boolean,
): boolean {
  if (isOwner(viewer, row) || isAdmin(viewer)) return true;
  return isPracticeRow(row) && row.share && problemCodeShare;
}

/** The compile or system error text: its author and admins, and only for the statuses that have one. */
export function canSeeErrorMessage(viewer: Viewer, row: Pick<SubmissionRow, 'uid' | 'status'>): boolean {
  return MESSAGE_STATUSES.has(row.status) && (isOwner(viewer, row) || isAdmin(viewer));
}

/** Judged cases: admins always; the author when the problem opens case results. */
export function canSeeCases(
  viewer: Viewer,
  row: Pick<SubmissionRow, 'uid'>,
  problemOpenCaseResult: boolean,
): boolean {
  return isAdmin(viewer) || (isOwner(viewer, row) && problemOpenCaseResult);
}

/**
 * The live room `submission:<id>` pushes each judged case: the same readers as the case results (others,
 * and authors of problems that hide case results, follow the status in `status` or `user:<uid>`).
 */
export function canWatchSubmission(
  viewer: Viewer,
  row: Pick<SubmissionRow, 'uid' | 'cid'>,
  problemOpenCaseResult: boolean,
): boolean {
  // Contest submissions have their own rule (live/rooms.ts): the seal decides what is published there.
  // A virtual one is its author's, like a practice one: no seal hides its cases.
  return row.cid === PRACTICE_CID && canSeeCases(viewer, row, problemOpenCaseResult);
}

/** Checker and validator feedback can hold what the judge knows (the hidden answer): admins only. */
export function canSeeJudgeFeedback(viewer: Viewer): boolean {
  return isAdmin(viewer);
}
