import { SYSTEM_TOPIC } from '@oj/projections';
import { type RoomGuard, roomPolicy } from './roomPolicy';

/** The site heartbeat (newest event position): public, like GET /api/healthz. */
const systemRoom = roomPolicy({
  match: (room) => (room === SYSTEM_TOPIC ? {} : undefined),
  authorize: () => 'ok',
});

/** A user's private feed (own submissions, unread counts): only that user. */
const userRoom = roomPolicy({
  match: (room) => /^user:([0-9a-f]{1,64})$/.exec(room)?.[1],
  authorize: (principal, uid) =>
    !principal ? 'unauthenticated' : principal.uid === uid ? 'ok' : 'forbidden',
});

/** Every room family the product serves; a room matching none is refused with 404. */
export const productRoomGuards: readonly RoomGuard[] = [systemRoom, userRoom];
