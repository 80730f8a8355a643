import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { boardRowSchema } from './boardRowSchema';
import type { BoardPage, BoardRequest } from './getContestRank';
import { contestSchema, pageOf } from './schemas';

const outsideInfoSchema = z.object({
  contest: contestSchema,
  problemList: z.array(
    z.object({
      pid: z.number(),
      displayId: z.string(),
      displayTitle: z.string(),
      color: z.string().nullish(),
    }),
  ),
});
export type OutsideInfo = z.infer<typeof outsideInfoSchema>;

/**
 * GET /api/get-contest-outsize-info (the spec's spelling): the contest and its problems for the outside
 * scoreboard, without login. 403 when the contest does not open its board: quiet, the page says so.
 */
export function getOutsideInfo(cid: number, signal?: AbortSignal): Promise<OutsideInfo> {
  return apiRequest('/api/get-contest-outsize-info', outsideInfoSchema, {
    query: { cid },
    signal,
    quiet: true,
  });
}

/** POST /api/get-contest-outside-scoreboard: one page of the public (sealed while the seal holds) board. */
export function getOutsideBoard(request: BoardRequest, signal?: AbortSignal): Promise<BoardPage> {
  return apiRequest('/api/get-contest-outside-scoreboard', pageOf(boardRowSchema), {
    method: 'POST',
    body: request,
    signal,
    quiet: true,
  });
}
