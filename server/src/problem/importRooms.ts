import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';

/**
 * A background problem import's room, `admin:problem-import:<job>`: its progress and report, for the
 * admin roles that may import (like POST /api/admin/import-problems and GET /api/admin/import-jobs/:job).
 * The batch page joins it as soon as the import is queued; a number no job has yet carries nothing.
 */
export const problemImportRoomGuard: RoomGuard = roomPolicy({
  family: 'admin:problem-import:<job>',
  match: (room) => {
    const job = /^admin:problem-import:(\d{1,10})$/.exec(room)?.[1];
    return job === undefined ? undefined : Number(job);
  },
  authorize(principal) {
    if (!principal) return 'unauthenticated';
    return isAdminRole(principal.roles) ? 'ok' : 'forbidden';
  },
});
