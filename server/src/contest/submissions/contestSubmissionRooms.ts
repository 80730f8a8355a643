import { type RoomGuard, roomPolicy } from '../../live/roomPolicy';
import { type ContestDb, findContest, requireContestEntry, type Viewer } from '../core/contestAccess';
import { contestAdminRoom, contestRoom, roomDecisionOf } from '../core/contestRoomPolicy';

/**
 * `contest:<cid>:submissions`, the contest's submission list as its participants see it (the projection
 * publishes frozen rows while the seal hides their verdicts): whoever may read GET /api/contest-submissions.
 */
export function contestSubmissionsRoomGuard(db: ContestDb): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:submissions',
    match: contestRoom('submissions'),
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

/** `contest:<cid>:submissions:admin`, every verdict as judged: the contest's admins only. */
export const contestAdminSubmissionsRoomGuard = (db: ContestDb): RoomGuard =>
  contestAdminRoom(db, 'submissions:admin', false);
