import type { ContestsTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { contestAdminRoom } from '../core/contestRoomPolicy';

/** `contest:<cid>:ac-info`: new AC info rows and checked marks, as GET /api/get-contest-ac-info (ACM only). */
export const contestAcInfoRoomGuard = (db: Kysely<ContestsTables>) => contestAdminRoom(db, 'ac-info', true);
