import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/discussion: by its author or an admin. */
export function deleteDiscussion(did: number) {
  return apiRequest('/api/discussion', z.unknown(), { method: 'DELETE', query: { did } });
}
