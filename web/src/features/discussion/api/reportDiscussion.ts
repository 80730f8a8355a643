import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** POST /api/discussion-report: `content` is the labels as #label# and the reason (`reportContent`). */
export function reportDiscussion(did: number, content: string) {
  return apiRequest('/api/discussion-report', z.unknown(), { method: 'POST', body: { did, content } });
}
