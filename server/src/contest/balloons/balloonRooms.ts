import type { ContestDb } from '../core/contestAccess';
import { contestAdminRoom } from '../core/contestRoomPolicy';

/** `contest:<cid>:ac-info`: new AC info rows and checked marks, as GET /api/get-contest-ac-info (ACM only). */
export const contestAcInfoRoomGuard = (db: ContestDb) => contestAdminRoom(db, 'ac-info', true);
