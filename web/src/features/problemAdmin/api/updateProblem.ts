import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ProblemPayload } from '../model/problemForm';

/** PUT /api/admin/problem: the changed problem, with manual cases or new settings for the stored ones. */
export async function updateProblem(pid: number, payload: ProblemPayload): Promise<void> {
  await apiRequest('/api/admin/problem', z.unknown(), { method: 'PUT', body: { pid, ...payload } });
}
