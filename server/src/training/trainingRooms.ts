import type { ProblemsTables, TrainingsTables, UsersTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../app/httpError';
import { type RoomGuard, roomPolicy } from '../live/roomPolicy';
import { requireTrainingEntry } from './trainingAccess';

/**
 * `training:<tid>:rank`: which users' rank rows (and progress) changed, or `{ kind: 'reload' }`; for
 * whoever may read GET /api/get-training-rank (public, registered, or admin).
 */
export function trainingRankRoomGuard(db: Kysely<TrainingsTables & ProblemsTables & UsersTables>): RoomGuard {
  return roomPolicy({
    family: 'training:<tid>:rank',
    match: (room) => {
      const tid = /^training:(\d{1,10}):rank$/.exec(room)?.[1];
      return tid === undefined ? undefined : Number(tid);
    },
    async authorize(principal, tid) {
      try {
        await requireTrainingEntry(db, principal, tid);
        return 'ok';
      } catch (error) {
        if (error instanceof HttpError) return error.status === 401 ? 'unauthenticated' : 'forbidden';
        throw error;
      }
    },
  });
}
