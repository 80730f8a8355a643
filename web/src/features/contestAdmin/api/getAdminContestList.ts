import { apiRequest } from '@/lib/api';
import { type AdminContestPage, adminContestPageSchema } from './contestSchemas';

/** GET /api/admin/contest/get-contest-list: the contests this admin manages, latest start first. */
export function getAdminContestList(
  query: { keyword: string; currentPage: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminContestPage> {
  return apiRequest('/api/admin/contest/get-contest-list', adminContestPageSchema, { query, signal });
}

/** GET /api/group/get-admin-contest-list: a group's contests, each saying whether this reader manages it. */
export function getGroupAdminContestList(
  query: { gid: number; keyword: string; currentPage: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminContestPage> {
  return apiRequest('/api/group/get-admin-contest-list', adminContestPageSchema, { query, signal });
}
