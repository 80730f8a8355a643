import type { ContestsTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../app/httpError';
import { type RoomDecision, type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { findContest, isContestAdmin, requireContestEntry, type Viewer } from './contestAccess';

const boardRoom = (room: string) => {
  const cid = /^contest:(\d{1,10}):board$/.exec(room)?.[1];
  return cid === undefined ? undefined : Number(cid);
};
const adminBoardRoom = (room: string) => {
  const cid = /^contest:(\d{1,10}):board:admin$/.exec(room)?.[1];
  return cid === undefined ? undefined : Number(cid);
};

function decisionOf(error: unknown): RoomDecision {
  if (error instanceof HttpError) return error.status === 401 ? 'unauthenticated' : 'forbidden';
  throw error;
}

/**
 * `contest:<cid>:board`, the public board (the projection publishes only what the public sees at that
 * moment, sealed rows while the seal holds): whoever may read POST /api/get-contest-rank, or anyone when
 * the contest opens its outside scoreboard (POST /api/get-contest-outside-scoreboard).
 */
export function contestBoardRoomGuard(db: Kysely<ContestsTables>): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:board',
    match: boardRoom,
    async authorize(principal: Viewer, cid) {
      try {
        const contest = await findContest(db, principal, cid);
        if (contest.fields.openRank) return 'ok';
        await requireContestEntry(db, principal, contest);
        return 'ok';
      } catch (error) {
        return decisionOf(error);
      }
    },
  });
}

/** `contest:<cid>:board:admin`, the real board: the contest's admins only (author, super admins). */
export function contestAdminBoardRoomGuard(db: Kysely<ContestsTables>): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:board:admin',
    match: adminBoardRoom,
    async authorize(principal: Viewer, cid) {
      if (!principal) return 'unauthenticated';
      const contest = await db
        .selectFrom('contests')
        .select('author_uid')
        .where('cid', '=', cid)
        .executeTakeFirst();
      return contest && isContestAdmin(principal, contest) ? 'ok' : 'forbidden';
    },
  });
}
