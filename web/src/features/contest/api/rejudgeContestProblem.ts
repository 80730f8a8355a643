import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const rejudgedSchema = z.object({ cid: z.number(), pid: z.number(), rejudged: z.number() });
export type RejudgeResult = z.infer<typeof rejudgedSchema>;

/** GET /api/admin/judge/rejudge-contest-problem (super admin): every submission of the problem, again. */
export function rejudgeContestProblem(cid: number, pid: number): Promise<RejudgeResult> {
  return apiRequest('/api/admin/judge/rejudge-contest-problem', rejudgedSchema, { query: { cid, pid } });
}
