import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/contest?cid. */
export async function deleteContest(cid: number): Promise<void> {
  await apiRequest('/api/admin/contest', z.unknown(), { method: 'DELETE', query: { cid } });
}
