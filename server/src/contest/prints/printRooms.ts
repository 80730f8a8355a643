import type { ContestDb } from '../core/contestAccess';
import { contestAdminRoom } from '../core/contestRoomPolicy';

/** `contest:<cid>:print`: new prints and printed marks, as GET /api/get-contest-print. */
export const contestPrintRoomGuard = (db: ContestDb) => contestAdminRoom(db, 'print', false);
