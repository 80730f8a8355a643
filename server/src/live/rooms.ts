import { SYSTEM_TOPIC } from '@oj/projections';
import { type RoomGuard, roomPolicy } from './roomPolicy';

/** The site heartbeat (newest event position): public, like GET /api/healthz. */
const systemRoom = roomPolicy({
  match: (room) => (room === SYSTEM_TOPIC ? {} : undefined),
  authorize: () => 'ok',
});

/** Every room family the product serves; a room matching none is refused with 404. */
export const productRoomGuards: readonly RoomGuard[] = [systemRoom];
