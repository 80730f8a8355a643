import type { GroupsTables, UsersTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../app/httpError';
import { type RoomDecision, type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { readableGroup, requireGroupMember } from './groupAccess';

type Db = Kysely<GroupsTables & UsersTables>;

const gidOf = (pattern: RegExp) => (room: string) => {
  const gid = pattern.exec(room)?.[1];
  return gid === undefined ? undefined : Number(gid);
};

/** A refusal of the REST read as the room's answer: 401 sign in first, anything else (403, 404) forbidden. */
async function asDecision(check: () => Promise<unknown>): Promise<RoomDecision> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status === 401 ? 'unauthenticated' : 'forbidden';
    throw error;
  }
}

/**
 * `group:<gid>` (the card: `{ kind: 'reload' }` on any change of the group) for whoever may read
 * GET /api/get-group-detail, and `group:<gid>:members` (members and applications changed) for whoever may
 * read GET /api/group/get-member-list: its members and super admins.
 */
export function groupRoomGuards(db: Db): RoomGuard[] {
  return [
    roomPolicy({
      family: 'group:<gid>',
      match: gidOf(/^group:(\d{1,9})$/),
      authorize: (principal, gid) => asDecision(() => readableGroup(db, principal, gid)),
    }),
    roomPolicy({
      family: 'group:<gid>:members',
      match: gidOf(/^group:(\d{1,9}):members$/),
      authorize: (principal, gid) => asDecision(() => requireGroupMember(db, principal, gid)),
    }),
    // The group's submissions (GET /api/group/get-submission-list) and rank (GET /api/get-group-rank-list):
    // members and super admins; `{ kind: 'reload' }` only, the seal applied on the read.
    roomPolicy({
      family: 'group:<gid>:status',
      match: gidOf(/^group:(\d{1,9}):status$/),
      authorize: (principal, gid) => asDecision(() => requireGroupMember(db, principal, gid)),
    }),
    roomPolicy({
      family: 'group:<gid>:rank',
      match: gidOf(/^group:(\d{1,9}):rank$/),
      authorize: (principal, gid) => asDecision(() => requireGroupMember(db, principal, gid)),
    }),
    // What changed among the group's announcements, problems, trainings or discussions (`{ kind }`, no
    // content): for whoever may read them, its members and super admins.
    roomPolicy({
      family: 'group:<gid>:content',
      match: gidOf(/^group:(\d{1,9}):content$/),
      authorize: (principal, gid) => asDecision(() => requireGroupMember(db, principal, gid)),
    }),
  ];
}
