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
 * The audit room of the viewer's scope (server/src/audit/auditRooms.ts): the full log for the super
 * admin and admins, the problem scope for problem admins; none for anyone else.
 */
export function auditRoomOf(roles: readonly string[]): string | undefined {
  if (roles.includes('root') || roles.includes('admin')) return 'admin:audit';
  if (roles.includes('problem_admin')) return 'admin:audit:problems';
  return undefined;
}
