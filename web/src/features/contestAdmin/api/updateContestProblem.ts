import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ContestProblemInput } from './addProblemFromPublic';

/** PUT /api/admin/contest/contest-problem: a contest problem's display id, title and balloon colour. */
export async function updateContestProblem(
  cid: number,
  pid: number,
  input: ContestProblemInput,
): Promise<void> {
  await apiRequest('/api/admin/contest/contest-problem', z.unknown(), {
    method: 'PUT',
    body: { cid, pid, ...input },
  });
}
