import { GroupRole, groupMessages as m, ProblemAuth } from '@oj/events';
import {
  type GroupsTables,
  inPublicBank,
  type ProblemRow,
  type QueryDb,
  type UsersTables,
} from '@oj/projections';
import { HttpError } from '../app/httpError';
import type { Principal } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';
import { type GroupReading, requireGroupMember } from './groupAccess';

type Db = QueryDb<GroupsTables & UsersTables>;

const problemNotFound = (): never => {
  throw new HttpError(404, 'The problem does not exist');
};

/**
 * Who reads a problem outside contests (spec 03 section 6): a public-bank problem is public (auth 1) to
 * everyone, private to admin roles; a group problem outside the public bank is read only through its group
 * (`gid` given and equal to its own: the public paths answer 404 for it), by the group's members, and, when
 * it is not public inside the group (auth 2), by the group's admins; admin roles read every problem.
 * Returns the group reading when the problem was read as a group's.
 */
export async function readProblemAs(
  db: Db,
  principal: Principal,
  row: ProblemRow | undefined,
  gid: number | undefined,
): Promise<{ row: ProblemRow; group: GroupReading | null }> {
  if (!row) return problemNotFound();
  const admin = principal !== null && isAdminRole(principal.roles);
  if (gid === undefined) {
    if (admin || (row.auth === ProblemAuth.public && inPublicBank(row))) return { row, group: null };
    return problemNotFound();
  }
  if (row.gid !== gid) return problemNotFound();
  const group = await requireGroupMember(db, principal, gid);
  if (row.auth !== ProblemAuth.public && group.level < GroupRole.admin && !admin) return problemNotFound();
  return { row, group };
}

/** The group admin's rule for a problem of the group (spec 03 section 6): its root, or its author. */
export function canManageGroupProblem(reading: GroupReading, row: ProblemRow, uid: string): boolean {
  return reading.level >= GroupRole.root || (reading.level >= GroupRole.admin && row.author_uid === uid);
}

export const groupProblemMessages = {
  notOwnProblem: 'Only the group owner or the problem author may change this problem',
  noPermission: m.noPermission,
} as const;
