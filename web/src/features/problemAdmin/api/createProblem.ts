import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ProblemPayload } from '../model/problemForm';

/** POST /api/admin/problem (a group's: POST /api/group/problem with its gid): a new problem; replies its pid. */
export async function createProblem(payload: ProblemPayload, gid?: number): Promise<number> {
  const created = await apiRequest(
    gid ? '/api/group/problem' : '/api/admin/problem',
    z.object({ pid: z.number() }),
    {
      method: 'POST',
      body: { problem: payload.problem, testCases: payload.testCases ?? [], ...(gid ? { gid } : {}) },
    },
  );
  return created.pid;
}
