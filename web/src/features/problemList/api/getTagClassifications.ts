import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { problemTagSchema } from '@/lib/problemTag';

const tagGroupSchema = z.object({
  /** Null holds the tags that belong to no classification. */
  classification: z.object({ id: z.number(), name: z.string() }).nullable(),
  tagList: z.array(problemTagSchema),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;

/** GET /api/get-problem-tags-and-classification: every tag, grouped by classification. */
export function getTagClassifications(signal?: AbortSignal): Promise<TagGroup[]> {
  return apiRequest('/api/get-problem-tags-and-classification', z.array(tagGroupSchema), { signal });
}
