import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const likeSchema = z.object({ likeNum: z.number(), hasLike: z.boolean() });

/** GET /api/discussion-like: like (toLike) or take the like back; once per user. */
export function likeDiscussion(did: number, toLike: boolean) {
  return apiRequest('/api/discussion-like', likeSchema, { query: { did, toLike } });
}
