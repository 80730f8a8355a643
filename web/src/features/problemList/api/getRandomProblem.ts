import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** GET /api/get-random-problem: the id of a problem picked at random among the public ones. */
export async function getRandomProblem(): Promise<string> {
  const reply = await apiRequest('/api/get-random-problem', z.object({ problemId: z.string() }));
  return reply.problemId;
}
