import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** GET /api/get-all-problem-tags: the names problems of our own bank (ME) can pick from. */
export async function getProblemTagNames(signal?: AbortSignal): Promise<string[]> {
  const tags = await apiRequest('/api/get-all-problem-tags', z.array(z.object({ name: z.string() })), {
    query: { oj: 'ME' },
    signal,
  });
  return tags.map((tag) => tag.name);
}
