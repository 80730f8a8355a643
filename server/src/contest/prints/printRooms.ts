import type { ContestsTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { contestAdminRoom } from '../core/contestRoomPolicy';

/** `contest:<cid>:print`: new prints and printed marks, as GET /api/get-contest-print. */
export const contestPrintRoomGuard = (db: Kysely<ContestsTables>) => contestAdminRoom(db, 'print', false);
