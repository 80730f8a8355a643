import { ContestType } from '@oj/events';
import { contestAdminFacts } from '@oj/projections';
import { HttpError } from '../../app/httpError';
import { type RoomDecision, type RoomGuard, roomPolicy } from '../../live/roomPolicy';
import { type ContestDb, isContestAdmin, type Viewer } from './contestAccess';

/** Matches `contest:<cid>:<suffix>` and gives the cid. */
export const contestRoom = (suffix: string) => (room: string) => {
  const cid = new RegExp(`^contest:(\\d{1,10}):${suffix}$`).exec(room)?.[1];
  return cid === undefined ? undefined : Number(cid);
};

/** A refusal of the REST rules as a room's answer: 401 unauthenticated, any other 4xx forbidden. */
export function roomDecisionOf(error: unknown): RoomDecision {
  if (error instanceof HttpError) return error.status === 401 ? 'unauthenticated' : 'forbidden';
  throw error;
}

/** A contest admins' room (author, super admins), like the REST reads of the same feature. */
export function contestAdminRoom(db: ContestDb, suffix: string, acmOnly: boolean): RoomGuard {
  return roomPolicy({
    family: `contest:<cid>:${suffix}`,
    match: contestRoom(suffix),
    async authorize(principal: Viewer, cid) {
      if (!principal) return 'unauthenticated';
      const contest = await contestAdminFacts(db, cid);
      if (!contest || !isContestAdmin(principal, contest)) return 'forbidden';
      return acmOnly && contest.type !== ContestType.acm ? 'forbidden' : 'ok';
    },
  });
}
