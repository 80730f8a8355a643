import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type AdminTag, adminTagSchema } from './tagSchemas';

/** GET /api/admin/tag: every tag of every OJ, with how many problems use it. */
export function getAdminTags(signal?: AbortSignal): Promise<AdminTag[]> {
  return apiRequest('/api/admin/tag', z.array(adminTagSchema), { signal });
}
