import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';

const contestProblemSchema = z.object({
  pid: z.number(),
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullish(),
  /** The problem's own ID and title (null if the problem was deleted since). */
  problemId: text,
  title: text,
  type: z.number().nullish(),
});
export type AdminContestProblem = z.infer<typeof contestProblemSchema>;

/** GET /api/admin/contest/get-problem-list?cid: the contest's problems by display id. */
export async function getContestProblemList(
  cid: number,
  signal?: AbortSignal,
): Promise<AdminContestProblem[]> {
  const reply = await apiRequest(
    '/api/admin/contest/get-problem-list',
    z.object({ problemList: z.array(contestProblemSchema) }),
    { query: { cid }, signal },
  );
  return reply.problemList;
}
