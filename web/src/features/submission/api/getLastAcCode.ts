import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const lastAcSchema = z.object({ code: z.string(), language: z.string() });
export type LastAcCode = z.infer<typeof lastAcSchema>;

/** GET /api/get-last-ac-code: the reader's most recent accepted code for the problem. */
export function getLastAcCode(pid: number, signal?: AbortSignal): Promise<LastAcCode> {
  return apiRequest('/api/get-last-ac-code', lastAcSchema, { query: { pid }, signal });
}
