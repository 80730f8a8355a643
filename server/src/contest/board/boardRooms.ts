import { contestAdminFacts } from '@oj/projections';
import { type RoomGuard, roomPolicy } from '../../live/roomPolicy';
import {
  type ContestDb,
  findContest,
  isContestAdmin,
  requireContestEntry,
  type Viewer,
} from '../core/contestAccess';
import { contestRoom, roomDecisionOf } from '../core/contestRoomPolicy';

/**
 * `contest:<cid>:board`, the public board (the projection publishes only what the public sees at that
 * moment, sealed rows while the seal holds): whoever may read POST /api/get-contest-rank, or anyone when
 * the contest opens its outside scoreboard (POST /api/get-contest-outside-scoreboard).
 */
export function contestBoardRoomGuard(db: ContestDb): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:board',
    match: contestRoom('board'),
    async authorize(principal: Viewer, cid) {
      try {
        const contest = await findContest(db, principal, cid);
        if (contest.fields.openRank) return 'ok';
        await requireContestEntry(db, principal, contest);
        return 'ok';
      } catch (error) {
        return roomDecisionOf(error);
      }
    },
  });
}

/** `contest:<cid>:board:admin`, the real board: the contest's admins only (author, super admins). */
export function contestAdminBoardRoomGuard(db: ContestDb): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:board:admin',
    match: contestRoom('board:admin'),
    async authorize(principal: Viewer, cid) {
      if (!principal) return 'unauthenticated';
      const contest = await contestAdminFacts(db, cid);
      return contest && isContestAdmin(principal, contest) ? 'ok' : 'forbidden';
    },
  });
}
