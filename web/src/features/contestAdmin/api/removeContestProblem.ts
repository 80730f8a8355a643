import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/contest/problem?cid&pid: the problem leaves the contest (it stays in the bank). */
export async function removeContestProblem(cid: number, pid: number): Promise<void> {
  await apiRequest('/api/admin/contest/problem', z.unknown(), { method: 'DELETE', query: { cid, pid } });
}
