import { GroupRole, groupMessages as m } from '@oj/events';
import {
  type GroupRow,
  type GroupsTables,
  groupById,
  groupRoleOf,
  type QueryDb,
  type UsersTables,
} from '@oj/projections';
import { HttpError } from '../app/httpError';
import type { Principal } from '../live/roomPolicy';
import { isSuperAdmin } from '../user/roles';

type Db = QueryDb<GroupsTables & UsersTables>;

/** A group as one reader stands to it: their stored role (0 none) and their rank in it (super admins rank as root). */
export interface GroupReading {
  group: GroupRow;
  role: number;
  level: number;
}

const superAdmin = (principal: Principal) => principal !== null && isSuperAdmin(principal.roles);

/**
 * The group as the reader may see it (spec 03 sections 2.4 and 6): a hidden group exists only for its
 * members and super admins; for everyone else it answers 404, as a disbanded one does.
 */
export async function readableGroup(db: Db, principal: Principal, gid: number): Promise<GroupReading> {
  const group = (await groupById(db, gid)) ?? notFound();
  const role = principal ? await groupRoleOf(db, gid, principal.uid) : GroupRole.none;
  const level = superAdmin(principal)
    ? GroupRole.root
    : group.owner_uid === principal?.uid
      ? GroupRole.root
      : role;
  if (!group.visible && level < GroupRole.member) notFound();
  return { group, role, level };
}

/** The group's tabs (members, and later its problems, trainings...): members and super admins only. */
export async function requireGroupMember(db: Db, principal: Principal, gid: number): Promise<GroupReading> {
  const reading = await readableGroup(db, principal, gid);
  if (reading.level >= GroupRole.member) return reading;
  if (principal === null) throw new HttpError(401, m.loginFirst);
  throw new HttpError(403, m.noAccess);
}

/** The admins' pages (the application list): group admins, the root and super admins. */
export async function requireGroupAdmin(db: Db, principal: Principal, gid: number): Promise<GroupReading> {
  const reading = await requireGroupMember(db, principal, gid);
  if (reading.level < GroupRole.admin) throw new HttpError(403, m.noPermission);
  return reading;
}

function notFound(): never {
  throw new HttpError(404, m.notFound);
}
