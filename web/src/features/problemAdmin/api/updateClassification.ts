import { apiRequest } from '@/lib/api';
import { type Classification, type ClassificationInput, classificationSchema } from './tagSchemas';

/** PUT /api/admin/tag/classification. */
export function updateClassification(id: number, input: ClassificationInput): Promise<Classification> {
  return apiRequest('/api/admin/tag/classification', classificationSchema, {
    method: 'PUT',
    body: { id, ...input },
  });
}
