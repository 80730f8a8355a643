import { apiRequest } from '@/lib/api';
import { type Classification, type ClassificationInput, classificationSchema } from './tagSchemas';

/** POST /api/admin/tag/classification. */
export function createClassification(input: ClassificationInput): Promise<Classification> {
  return apiRequest('/api/admin/tag/classification', classificationSchema, { method: 'POST', body: input });
}
