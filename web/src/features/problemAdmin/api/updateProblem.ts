import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ProblemPayload } from '../model/problemForm';

/**
 * PUT /api/admin/problem (a group's: PUT /api/group/problem with its gid): the changed problem, with manual
 * cases or new settings for the stored ones.
 */
export async function updateProblem(pid: number, payload: ProblemPayload, gid?: number): Promise<void> {
  await apiRequest(gid ? '/api/group/problem' : '/api/admin/problem', z.unknown(), {
    method: 'PUT',
    body: { pid, ...payload, ...(gid ? { gid } : {}) },
  });
}
