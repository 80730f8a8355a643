import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `contest-<cid>-rank`: how a verdict moved contestants on the real board (star contestants,
 * the author and super admins are never on it). Appended by the rank-change reactor with ids derived
 * from (cid, submitId, the causing event's id, uid), so a replay never appends one twice; the causing
 * event's id is also in the metadata's `causationId`.
 *
 * @example
 * { type: 'ContestRankChanged', data: { uid: 'u1', username: 'ann', oldRank: 2, newRank: 1, solved: 2,
 *   penalty: 2400, score: null, submitId: 17 } }
 */
export const ContestRankChanged = defineEvent('ContestRankChanged', {
  schema: z.object({
    uid: z.string().min(1),
    username: z.string(),
    /** Null: the contestant was not on the board before. */
    oldRank: z.number().int().positive().nullable(),
    /** Null: the contestant left the board. */
    newRank: z.number().int().positive().nullable(),
    /** ACM: problems solved; OI: problems accepted. */
    solved: z.number().int().min(0),
    /** ACM: total time in seconds (solve times plus penalty); null on OI boards. */
    penalty: z.number().int().min(0).nullable(),
    /** OI: the total score; null on ACM boards. */
    score: z.number().int().min(0).nullable(),
    /** The submission whose verdict (or rejudge) caused the move. */
    submitId: z.number().int().positive(),
  }),
});

export const contestRankEvents = [ContestRankChanged] as const;

/** The rank-change stream of contest `cid`. */
export const contestRankStream = (cid: number) => `contest-${cid}-rank`;
