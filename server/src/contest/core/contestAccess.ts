import { ContestAuth, ContestPhase, type ContestPhaseCode, GroupAuth, GroupRole } from '@oj/events';
import type {
  ContestRow,
  ContestsTables,
  GroupAdmins,
  GroupContestRow,
  GroupsTables,
  ProblemRow,
  UsersTables,
} from '@oj/projections';
import {
  contestByCid,
  contestProblem,
  isRegistered,
  isSealedAt,
  problemByPid,
  readSiteSettings,
  sealedVerdictsAt,
  sealStateOf,
} from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { readableGroup } from '../../group/groupAccess';
import { isAdminRole } from '../../user/roles';
import { accountAllowed } from './accountLimit';

/** The tables a contest's access rules read: the contest, and its group for a group contest. */
export type ContestDb = Kysely<ContestsTables & GroupsTables & UsersTables>;

/** Who is asking: a signed-in user (uid, roles, username) or nobody. */
export type Viewer = { uid: string; roles: readonly string[]; username?: string } | null;

/** Spec 02 section 4: scheduled, running or ended at `now`. */
export function contestStatus(
  contest: Pick<ContestRow, 'start_time' | 'end_time'>,
  now: number,
): ContestPhaseCode {
  if (now < contest.start_time.getTime()) return ContestPhase.scheduled;
  return now < contest.end_time.getTime() ? ContestPhase.running : ContestPhase.ended;
}

/**
 * Creating and managing contests in the back office: every admin role, problem admins included (spec 03
 * section 6: only the user, announcement, notice, conf and switch pages are the super admin's alone).
 */
export const canManageContests = (viewer: Viewer) => isAdminRole(viewer?.roles ?? []);

/** Super admins administer every contest (spec 02 section 6). */
export const administersEveryContest = (viewer: Viewer) => viewer?.roles.includes('root') ?? false;

/**
 * Spec 02 section 6: the contest's author or a super admin; for a group contest also the group's root,
 * and its author only while a group admin (spec 03 section 6, `group_admins` as the read gives it). The
 * author of a site contest only while still allowed to manage contests: an admin made a plain user loses
 * the contests they made (their event feed, prints, sealed boards) with the role, as the back office's
 * contest API already did. A row read without `group_admins` grants nothing through a group.
 */
export function isContestAdmin(
  viewer: Viewer,
  contest: Pick<ContestRow, 'author_uid'> & Partial<GroupAdmins>,
): boolean {
  if (viewer === null) return false;
  if (administersEveryContest(viewer)) return true;
  if (contest.group_admins?.includes(viewer.uid)) return true;
  return viewer.uid === contest.author_uid && canManageContests(viewer);
}

/**
 * A visible contest, or any contest for its admins; otherwise 404. A group contest also needs its group:
 * a hidden or disbanded group's is 404 to non-members, and a protected or private group's contests are
 * its members' only (401 visitors, 403 others), so every read and room that starts here refuses them.
 */
export async function findContest(db: ContestDb, viewer: Viewer, cid: number): Promise<GroupContestRow> {
  const contest = await contestByCid(db, cid);
  if (!contest || (!contest.visible && !isContestAdmin(viewer, contest))) {
    throw new HttpError(404, 'The contest does not exist');
  }
  if (contest.gid !== null && !isContestAdmin(viewer, contest))
    await requireGroupReader(db, viewer, contest.gid);
  return contest;
}

/** A group contest's reader: any reader of a public group's card, else a member (spec 03 section 6). */
async function requireGroupReader(db: ContestDb, viewer: Viewer, gid: number): Promise<void> {
  const { group, level } = await readableGroup(db, viewer, gid);
  if (group.auth === GroupAuth.public || level >= GroupRole.member) return;
  if (viewer === null) throw new HttpError(401, 'Please login first');
  throw new HttpError(403, "Only the group's members may enter its contests");
}

export { isRegistered };

/** GET /api/get-contest-access: public contests, their admins, and registered users of the others. */
export async function hasContestAccess(db: ContestDb, viewer: Viewer, contest: ContestRow): Promise<boolean> {
  if (isContestAdmin(viewer, contest)) return true;
  if (contest.auth === ContestAuth.public) return viewer !== null;
  return viewer !== null && (await isRegistered(db, contest.cid, viewer.uid));
}

/**
 * What a contestant may read inside the contest (problems, the board, submissions): signed in, with
 * access, and once the contest has started. Contest admins always.
 */
export async function requireContestEntry(
  db: ContestDb,
  viewer: Viewer,
  contest: ContestRow,
  now = Date.now(),
): Promise<void> {
  if (!viewer) throw new HttpError(401, 'Please login first');
  if (isContestAdmin(viewer, contest)) return;
  if (!(await hasContestAccess(db, viewer, contest))) {
    throw new HttpError(403, 'Please register for the contest first');
  }
  if (contestStatus(contest, now) === ContestPhase.scheduled)
    throw new HttpError(403, 'The contest has not started yet');
}

/** Whether this viewer must see the sealed board now (spec 02 section 4): admins never do. */
export function seesSealedBoard(viewer: Viewer, contest: ContestRow, now = Date.now()): boolean {
  return !isContestAdmin(viewer, contest) && isSealedAt(sealStateOf(contest.fields), now);
}

/**
 * Whether this viewer must not see a contest submission's verdict now: during the seal, every
 * submission made after the seal time, except one's own in an ACM contest (OI contests hide one's own
 * results too). Used by every read of contest submissions, so no path shows more than the board.
 */
export function contestVerdictHidden(
  viewer: Viewer,
  contest: ContestRow,
  row: { uid: string; submit_time: Date },
  now = Date.now(),
): boolean {
  const frozen = frozenVerdictsOf(viewer, contest, now);
  return frozen !== null && row.submit_time >= frozen.since && row.uid !== frozen.exceptUid;
}

/**
 * The rule of `contestVerdictHidden` as data, for reads that filter in SQL (the audit log): the
 * verdicts of submissions made at or after `since` are hidden, except those of `exceptUid` (one's own
 * in an ACM contest). Null: this viewer sees every verdict of the contest now.
 */
export function frozenVerdictsOf(
  viewer: Viewer,
  contest: ContestRow,
  now = Date.now(),
): { since: Date; exceptUid: string | null } | null {
  if (isContestAdmin(viewer, contest)) return null;
  const sealed = sealedVerdictsAt(contest, now);
  if (sealed === null) return null;
  return { since: new Date(sealed.since), exceptUid: sealed.ownHidden ? null : (viewer?.uid ?? null) };
}

/**
 * The rules for submitting in a contest (spec 02 sections 4-5), for `POST /api/submit-problem-judge`
 * with a cid: the site's contest judge switch; then, except for contest admins: started, not ended
 * unless allowEndSubmit, access (registered unless public), the account limit; and the problem must
 * be in the contest. Returns the display id to record in SubmissionCreated and the problem row.
 *
 * @example
 * const { displayId, problem } = await checkContestSubmit(services, principal, body.cid, body.pid);
 */
export async function checkContestSubmit(
  services: Services,
  principal: { uid: string; username: string; roles: readonly string[] },
  cid: number,
  pid: number,
  now = Date.now(),
): Promise<{ displayId: string; problem: ProblemRow }> {
  const { db } = services;
  const contest = await findContest(db, principal, cid);
  const { switches } = await readSiteSettings(db);
  if (!switches.openContestJudge) {
    throw new HttpError(403, 'Contest judging is switched off on this site for now');
  }
  if (!isContestAdmin(principal, contest)) {
    const status = contestStatus(contest, now);
    if (status === ContestPhase.scheduled) throw new HttpError(403, 'The contest has not started yet');
    if (status === ContestPhase.ended && !contest.fields.allowEndSubmit)
      throw new HttpError(400, 'Contest has ended');
    if (!(await hasContestAccess(db, principal, contest))) {
      throw new HttpError(403, 'Please register for the contest first');
    }
    if (
      contest.fields.openAccountLimit &&
      !accountAllowed(contest.fields.accountLimitRule, principal.username)
    ) {
      throw new HttpError(403, 'Your account may not take part in this contest');
    }
  }
  const entry = await contestProblem(db, cid, pid);
  const problem = await problemByPid(db, pid);
  if (!entry || !problem) throw new HttpError(404, 'The problem is not in this contest');
  return { displayId: entry.display_id, problem };
}

/**
 * A test run on a contest's problem (`POST /api/submit-problem-test-judge` with a cid): whoever may read
 * the contest's problems (`requireContestEntry`), on a problem of the contest, public or not.
 */
export async function contestProblemForTestRun(
  services: Services,
  principal: Viewer,
  cid: number,
  pid: number,
): Promise<{ problem: ProblemRow }> {
  const { db } = services;
  await requireContestEntry(db, principal, await findContest(db, principal, cid));
  const entry = await contestProblem(db, cid, pid);
  const problem = entry && (await problemByPid(db, pid));
  if (!problem) throw new HttpError(404, 'The problem is not in this contest');
  return { problem };
}
