import { apiRequest, type Query } from '@/lib/api';
import { discussionPageSchema } from './schemas';

/** GET /api/get-discussion-list: pinned first, then newest; filters cid (category), pid, keyword, onlyMine. */
export function getDiscussionList(query: Query, signal?: AbortSignal) {
  return apiRequest('/api/get-discussion-list', discussionPageSchema, { query, signal });
}
