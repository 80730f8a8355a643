import type { ContestsTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../app/httpError';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { findContest, isContestAdmin, requireContestEntry, type Viewer } from './contestAccess';

const contestRoom = (suffix: string) => (room: string) => {
  const cid = new RegExp(`^contest:(\\d{1,10}):${suffix}$`).exec(room)?.[1];
  return cid === undefined ? undefined : Number(cid);
};

/** A contest admins' room (author, super admins), like the REST reads of the same helper. */
function adminRoom(db: Kysely<ContestsTables>, suffix: string, acmOnly: boolean): RoomGuard {
  return roomPolicy({
    family: `contest:<cid>:${suffix}`,
    match: contestRoom(suffix),
    async authorize(principal: Viewer, cid) {
      if (!principal) return 'unauthenticated';
      const contest = await db
        .selectFrom('contests')
        .select(['author_uid', 'type'])
        .where('cid', '=', cid)
        .executeTakeFirst();
      if (!contest || !isContestAdmin(principal, contest)) return 'forbidden';
      return acmOnly && contest.type !== 0 ? 'forbidden' : 'ok';
    },
  });
}

/** `contest:<cid>:ac-info`: new AC info rows and checked marks, as GET /api/get-contest-ac-info (ACM only). */
export const contestAcInfoRoomGuard = (db: Kysely<ContestsTables>) => adminRoom(db, 'ac-info', true);
/** `contest:<cid>:print`: new prints and printed marks, as GET /api/get-contest-print. */
export const contestPrintRoomGuard = (db: Kysely<ContestsTables>) => adminRoom(db, 'print', false);

/**
 * `contest:<cid>:announcements`: posted, updated and deleted announcements, for whoever may read
 * GET /api/get-contest-announcement (signed in, access, started; contest admins always).
 */
export function contestAnnouncementsRoomGuard(db: Kysely<ContestsTables>): RoomGuard {
  return roomPolicy({
    family: 'contest:<cid>:announcements',
    match: contestRoom('announcements'),
    async authorize(principal: Viewer, cid) {
      try {
        await requireContestEntry(db, principal, await findContest(db, principal, cid));
        return 'ok';
      } catch (error) {
        if (error instanceof HttpError) return error.status === 401 ? 'unauthenticated' : 'forbidden';
        throw error;
      }
    },
  });
}
