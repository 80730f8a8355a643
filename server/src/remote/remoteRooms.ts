import { REMOTE_USAGE_TOPIC } from '@oj/projections';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { isSuperAdmin } from '../user/roles';

/**
 * The remote accounts' usage room, `admin:remote-usage`: a change per submit made or failed, for the
 * super admin only, like GET /api/admin/remote-accounts/usage (the pool is the super admin's).
 */
export const remoteUsageRoomGuard: RoomGuard = roomPolicy({
  family: 'admin:remote-usage',
  match: (room) => (room === REMOTE_USAGE_TOPIC ? {} : undefined),
  authorize(principal) {
    if (!principal) return 'unauthenticated';
    return isSuperAdmin(principal.roles) ? 'ok' : 'forbidden';
  },
});
