import { JUDGE_RUNNERS_TOPIC } from '@oj/projections';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';

/**
 * The judge status page's room, `admin:judge-runners`: each runner's report as it arrives, for the admin
 * roles that may read GET /api/admin/judge/runners (`requireAdmin`).
 */
export const runnerStatusRoomGuard: RoomGuard = roomPolicy({
  family: 'admin:judge-runners',
  match: (room) => (room === JUDGE_RUNNERS_TOPIC ? {} : undefined),
  authorize(principal) {
    if (!principal) return 'unauthenticated';
    return isAdminRole(principal.roles) ? 'ok' : 'forbidden';
  },
});
