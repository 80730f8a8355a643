import type { Kysely } from 'kysely';
import type { ServerTables } from '../app/services';
import { roomDecisionOf } from '../contest/core/contestRoomPolicy';
import { type RoomDecision, type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { type CommentPlaceAccess, commentPlace } from './commentPlace';

type Viewer = { uid: string; roles: readonly string[] } | null;

/** The REST check of the place, as a room's answer; `also` adds the room's own condition. */
async function placeDecision(
  db: Kysely<ServerTables>,
  principal: Viewer,
  place: { did?: number; cid?: number },
  also: (access: CommentPlaceAccess) => boolean = () => true,
): Promise<RoomDecision> {
  try {
    const access = await commentPlace(db, principal, place);
    return also(access) ? 'ok' : 'forbidden';
  } catch (error) {
    return roomDecisionOf(error);
  }
}

const idOf = (pattern: RegExp) => (room: string) => {
  const id = pattern.exec(room)?.[1];
  return id === undefined ? undefined : Number(id);
};

/**
 * The comment area's rooms (`commentTopics.ts` says what goes to each): a discussion's, for whoever may
 * read its comments; a contest's for its readers, its admins' copy, and each author's own.
 */
export function commentRoomGuards(db: Kysely<ServerTables>): RoomGuard[] {
  return [
    roomPolicy({
      family: 'comments:discussion:<did>',
      match: idOf(/^comments:discussion:(\d{1,10})$/),
      authorize: (principal, did) => placeDecision(db, principal, { did }),
    }),
    roomPolicy({
      family: 'comments:contest:<cid>',
      match: idOf(/^comments:contest:(\d{1,10})$/),
      authorize: (principal, cid) => placeDecision(db, principal, { cid }),
    }),
    roomPolicy({
      family: 'comments:contest:<cid>:admin',
      match: idOf(/^comments:contest:(\d{1,10}):admin$/),
      authorize: (principal, cid) => placeDecision(db, principal, { cid }, (access) => access.isPlaceAdmin),
    }),
    roomPolicy({
      family: 'comments:contest:<cid>:user:<uid>',
      match: (room) => {
        const found = /^comments:contest:(\d{1,10}):user:([0-9a-f]{1,64})$/.exec(room);
        return found ? { cid: Number(found[1]), uid: found[2] ?? '' } : undefined;
      },
      authorize: (principal, { cid, uid }) =>
        !principal
          ? 'unauthenticated'
          : principal.uid !== uid
            ? 'forbidden'
            : placeDecision(db, principal, { cid }),
    }),
  ];
}
