import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ProblemPayload } from '../model/problemForm';

/** POST /api/admin/problem: a new problem; replies its pid. */
export async function createProblem(payload: ProblemPayload): Promise<number> {
  const created = await apiRequest('/api/admin/problem', z.object({ pid: z.number() }), {
    method: 'POST',
    body: { problem: payload.problem, testCases: payload.testCases ?? [] },
  });
  return created.pid;
}
