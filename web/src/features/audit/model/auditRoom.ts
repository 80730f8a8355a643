// What the page needs of the live gateway: the live feature's LiveClient has this shape, and the
// route hands it in (features do not import each other).
export interface AuditLiveSource {
  subscribe(
    room: string,
    onChange: (change: { payload: unknown }) => void,
    events?: { onError?: (error: { status: number; msg: string }) => void },
  ): () => void;
}

/**
 * The audit rooms of the viewer's scope (server/src/audit/auditRooms.ts): the full log for the super
 * admin and admins, the problem scope for problem admins; none for anyone else. Contest events are
 * announced only to the super admin (`admin:audit:contests`): other readers see them, as their
 * contests' rules allow, when any other notice makes the page fetch what is new.
 */
export function auditRoomsOf(roles: readonly string[]): string[] {
  if (roles.includes('root')) return ['admin:audit', 'admin:audit:contests'];
  if (roles.includes('admin')) return ['admin:audit'];
  if (roles.includes('problem_admin')) return ['admin:audit:problems'];
  return [];
}
