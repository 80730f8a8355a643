import type { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { contestSchema, pageOf } from './schemas';

const contestPageSchema = pageOf(contestSchema);
export type ContestPage = z.infer<typeof contestPageSchema>;

/** GET /api/get-contest-list: visible contests, running first; filters status, type, keyword. */
export function getContestList(query: Query, signal?: AbortSignal): Promise<ContestPage> {
  return apiRequest('/api/get-contest-list', contestPageSchema, { query, signal });
}

/** GET /api/group/get-contest-list: a group's visible contests, running first (its members). */
export function getGroupContestList(query: Query, signal?: AbortSignal): Promise<ContestPage> {
  return apiRequest('/api/group/get-contest-list', contestPageSchema, { query, signal });
}
