import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/admin/discussion: pin or unpin, disable or enable (admin roles). */
export function moderateDiscussion(id: number, changes: { topPriority?: boolean; status?: 0 | 1 }) {
  return apiRequest('/api/admin/discussion', z.unknown(), { method: 'PUT', body: { id, ...changes } });
}
