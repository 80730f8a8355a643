import { apiRequest } from '@/lib/api';
import { type AdminTag, adminTagSchema, type TagInput } from './tagSchemas';

/** PUT /api/admin/tag. A renamed tag is renamed on the problems that have it. */
export function updateTag(id: number, tag: TagInput): Promise<AdminTag> {
  return apiRequest('/api/admin/tag', adminTagSchema, { method: 'PUT', body: { id, ...tag } });
}
