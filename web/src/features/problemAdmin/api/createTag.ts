import { apiRequest } from '@/lib/api';
import { type AdminTag, adminTagSchema, type TagInput } from './tagSchemas';

/** POST /api/admin/tag. A name taken in the same OJ is refused (409). */
export function createTag(tag: TagInput): Promise<AdminTag> {
  return apiRequest('/api/admin/tag', adminTagSchema, { method: 'POST', body: tag });
}
