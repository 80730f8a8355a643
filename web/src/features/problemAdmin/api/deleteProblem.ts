import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/problem?pid: the problem goes, and its problem ID is free again. */
export async function deleteProblem(pid: number): Promise<void> {
  await apiRequest('/api/admin/problem', z.unknown(), { method: 'DELETE', query: { pid } });
}
