import { AUDIT_SCOPES, type AuditScope, auditScopeOfRoles } from '@oj/projections';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';

const scopeOfTopic = new Map<string, AuditScope>(
  (Object.keys(AUDIT_SCOPES) as AuditScope[]).map((scope) => [AUDIT_SCOPES[scope].topic, scope] as const),
);

/**
 * The audit's live rooms, one per scope (`admin:audit` sees everything, `admin:audit:problems` what a
 * problem admin sees). A socket may join the room of its own scope only, exactly like the REST reads,
 * so the room it is in is what it may receive; the pushes carry no event data anyway.
 */
export const auditRoomGuard: RoomGuard = roomPolicy({
  family: 'admin:audit[:<scope>]',
  match: (room) => scopeOfTopic.get(room),
  authorize(principal, scope) {
    if (!principal) return 'unauthenticated';
    return auditScopeOfRoles(principal.roles) === scope ? 'ok' : 'forbidden';
  },
});
