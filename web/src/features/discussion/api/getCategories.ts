import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { categorySchema } from './schemas';

/** GET /api/discussion-category: every category, in id order. */
export function getCategories(signal?: AbortSignal) {
  return apiRequest('/api/discussion-category', z.array(categorySchema), { signal });
}
