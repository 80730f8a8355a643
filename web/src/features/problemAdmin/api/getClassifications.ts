import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type Classification, classificationSchema } from './tagSchemas';

/** GET /api/admin/tag/classification: every classification, by rank. */
export function getClassifications(signal?: AbortSignal): Promise<Classification[]> {
  return apiRequest('/api/admin/tag/classification', z.array(classificationSchema), { signal });
}
