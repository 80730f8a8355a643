import { DISCUSSIONS_ADMIN_TOPIC, DISCUSSIONS_TOPIC, readSiteSettings } from '@oj/projections';
import type { Kysely } from 'kysely';
import type { ServerTables } from '../app/services';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';

/**
 * The discussion lists' rooms (`discussionTopics.ts`), joined as GET /api/get-discussion-list is read:
 * `discussions` by anyone while the public discussion area is open (it carries only what every reader
 * may see), `discussions:admin` by the admin roles, whose lists include disabled discussions.
 */
export function discussionListRoomGuard(db: Kysely<ServerTables>): RoomGuard {
  return roomPolicy({
    family: 'discussions[:admin]',
    match: (room) =>
      room === DISCUSSIONS_TOPIC
        ? { admin: false }
        : room === DISCUSSIONS_ADMIN_TOPIC
          ? { admin: true }
          : undefined,
    async authorize(principal, { admin }) {
      if (!(await readSiteSettings(db)).switches.openPublicDiscussion) return 'forbidden';
      if (!admin) return 'ok';
      if (!principal) return 'unauthenticated';
      return isAdminRole(principal.roles) ? 'ok' : 'forbidden';
    },
  });
}
