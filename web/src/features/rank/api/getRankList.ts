import { apiRequest } from '@/lib/api';
import type { RankKind } from '../model/rankList';
import { rankPageSchema } from './schemas';

/** GET /api/get-rank-list: type 0 ACM, 1 OI; a page of rows with their places; searchUser filters. */
export function getRankList(
  kind: RankKind,
  query: { currentPage: number; limit: number; searchUser?: string },
  signal?: AbortSignal,
) {
  return apiRequest('/api/get-rank-list', rankPageSchema, {
    query: { ...query, type: kind === 'oi' ? 1 : 0, searchUser: query.searchUser || undefined },
    signal,
  });
}
