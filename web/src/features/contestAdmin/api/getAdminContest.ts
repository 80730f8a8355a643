import { apiRequest } from '@/lib/api';
import { type AdminContest, adminContestSchema } from './contestSchemas';

/** GET /api/admin/contest?cid: every field of the form, the password included. */
export function getAdminContest(cid: number, signal?: AbortSignal): Promise<AdminContest> {
  return apiRequest('/api/admin/contest', adminContestSchema, { query: { cid }, signal });
}
