import { type RoomGuard, roomPolicy } from '../../live/roomPolicy';
import { type ContestDb, findContest, requireContestEntry, type Viewer } from '../core/contestAccess';
import { contestRoom, roomDecisionOf } from '../core/contestRoomPolicy';

/**
 * `contest:<cid>:announcements`: posted, updated and deleted announcements, for whoever may read
 * GET /api/get-contest-announcement (signed in, access, started; contest admins always).
 */
export function contestAnnouncementsRoomGuard(db: ContestDb): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:announcements',
    match: contestRoom('announcements'),
    async authorize(principal: Viewer, cid) {
      try {
        await requireContestEntry(db, principal, await findContest(db, principal, cid));
        return 'ok';
      } catch (error) {
        return roomDecisionOf(error);
      }
    },
  });
}
