import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const choiceSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  /** 0 ACM, 1 OI: a contest takes only problems of its own rule. */
  type: z.number().catch(0),
  /** 1 public, 2 private, 3 contest. */
  auth: z.number().catch(1),
});
export type ProblemChoice = z.infer<typeof choiceSchema>;
const pageSchema = z.object({ records: z.array(choiceSchema), total: z.number() });
export type ProblemChoicePage = z.infer<typeof pageSchema>;

/**
 * GET /api/admin/get-problem-list: the problem bank to pick contest problems from, by keyword; a group
 * contest's admins pick from the public bank (GET /api/get-problem-list).
 */
export function getProblemChoices(
  query: { keyword: string; currentPage: number; limit: number },
  signal?: AbortSignal,
  publicBank = false,
): Promise<ProblemChoicePage> {
  const path = publicBank ? '/api/get-problem-list' : '/api/admin/get-problem-list';
  return apiRequest(path, pageSchema, { query, signal });
}
