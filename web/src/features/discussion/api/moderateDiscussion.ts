import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** What admins set on a discussion. */
export interface Moderation {
  topPriority?: boolean;
  status?: 0 | 1;
  /** A problem discussion picked (or no longer) as an explanation of its problem. */
  explanation?: boolean;
}

/** PUT /api/admin/discussion: pin or unpin, disable or enable, pick as an explanation (admin roles). */
export function moderateDiscussion(id: number, changes: Moderation) {
  return apiRequest('/api/admin/discussion', z.unknown(), { method: 'PUT', body: { id, ...changes } });
}
