import { apiRequest } from '@/lib/api';
import { acInfoSchema } from './helperSchemas';
import { pageOf } from './schemas';

/** Spec 02 §9: the AC helper shows 20 a page. */
export const acInfoPageSize = 20;

/** GET /api/get-contest-ac-info: newest first; contest admins of ACM contests only. */
export function getContestAcInfo(cid: number, currentPage: number, signal?: AbortSignal) {
  return apiRequest('/api/get-contest-ac-info', pageOf(acInfoSchema), {
    query: { cid, currentPage, limit: acInfoPageSize },
    signal,
  });
}

export type { AcInfo } from './helperSchemas';
