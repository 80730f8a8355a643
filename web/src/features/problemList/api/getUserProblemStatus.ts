import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const statusMapSchema = z.record(z.string(), z.object({ status: z.number() }));
export type ProblemStatusMap = z.infer<typeof statusMapSchema>;

/**
 * POST /api/get-user-problem-status: the signed-in user's best result per problem, keyed by pid
 * (-10 when never submitted). Quiet: the list is complete without its icons.
 */
export function getUserProblemStatus(pidList: number[], signal?: AbortSignal): Promise<ProblemStatusMap> {
  return apiRequest('/api/get-user-problem-status', statusMapSchema, {
    method: 'POST',
    body: { pidList },
    signal,
    quiet: true,
  });
}
