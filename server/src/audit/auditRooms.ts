import { AUDIT_ROOMS, type AuditRoom, auditScopeOfRoles } from '@oj/projections';
import { administersEveryContest } from '../contest/core/contestAccess';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';

const isAuditRoom = (room: string): room is AuditRoom => Object.hasOwn(AUDIT_ROOMS, room);

/**
 * The audit's live rooms (AUDIT_ROOMS): `admin:audit` (admins and super admins) and
 * `admin:audit:problems` (problem admins) announce their scope's events except contest events, which
 * go to `admin:audit:contests`, for those who administer every contest. A socket may join only the
 * rooms of its own scope, exactly like the REST reads, so the rooms it is in are what it may receive;
 * the pushes carry no event data anyway.
 */
export const auditRoomGuard: RoomGuard = roomPolicy({
  family: 'admin:audit[:<scope>]',
  match: (room) => (isAuditRoom(room) ? AUDIT_ROOMS[room] : undefined),
  authorize(principal, room) {
    if (!principal) return 'unauthenticated';
    if (auditScopeOfRoles(principal.roles) !== room.scope) return 'forbidden';
    return !room.contestEvents || administersEveryContest(principal) ? 'ok' : 'forbidden';
  },
});
