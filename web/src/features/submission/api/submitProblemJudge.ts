import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/submit-problem-judge (with `cid` inside a contest, and `virtual` for a virtual participant in
 * an ended one): the new submission's id; its verdict arrives later.
 */
export async function submitProblemJudge(
  body: { pid: number; language: string; code: string; cid?: number; virtual?: boolean; gid?: number },
  signal?: AbortSignal,
): Promise<number> {
  const reply = await apiRequest('/api/submit-problem-judge', z.object({ submitId: z.number() }), {
    method: 'POST',
    body,
    signal,
  });
  return reply.submitId;
}
