import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const contestProblemSchema = z.object({
  pid: z.number(),
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullish(),
  /** Null while the reader sees the sealed board ("?"). */
  ac: z.number().nullish(),
  total: z.number().nullish(),
  /** 0 solved, -1 tried, 5 waiting, -5 hidden (sealed OI), -10 not tried. */
  myStatus: z.number().catch(-10),
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

/** GET /api/get-contest-problem: the contest's problems in display order. */
export function getContestProblems(cid: number, signal?: AbortSignal): Promise<ContestProblem[]> {
  return apiRequest('/api/get-contest-problem', z.array(contestProblemSchema), { query: { cid }, signal });
}
