import { apiRequest } from '@/lib/api';
import { discussionDetailSchema } from './schemas';

/** GET /api/get-discussion-detail: one discussion with its content (the read counts as a view). */
export function getDiscussionDetail(did: number, signal?: AbortSignal) {
  return apiRequest('/api/get-discussion-detail', discussionDetailSchema, { query: { did }, signal });
}
