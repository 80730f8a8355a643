import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';

const adminProblemRowSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: text,
  /** 1 public, 2 private, 3 contest. */
  auth: z.number(),
  type: z.number().catch(0),
  difficulty: z.number().catch(0),
  gmtModified: text,
});
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;

const pageSchema = z.object({ records: z.array(adminProblemRowSchema), total: z.number() });
export type AdminProblemPage = z.infer<typeof pageSchema>;

/** GET /api/admin/get-problem-list: every problem, newest first, by keyword over ID and title. */
export function getAdminProblemList(
  query: { keyword: string; currentPage: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminProblemPage> {
  return apiRequest('/api/admin/get-problem-list', pageSchema, { query, signal });
}
