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
  /** A group's own problem: its group, and its application to the public bank (1 applying, 2 public, 3 refused). */
  gid: z.number().nullable().catch(null),
  groupName: z.string().nullable().catch(null),
  applyPublicProgress: z.number().nullable().catch(null),
});
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;

const pageSchema = z.object({ records: z.array(adminProblemRowSchema), total: z.number() });
export type AdminProblemPage = z.infer<typeof pageSchema>;

/**
 * GET /api/admin/get-problem-list: every problem, newest first, by keyword over ID and title; with
 * `applyPublicProgress` only group problems in that state of their application to the public bank.
 */
export function getAdminProblemList(
  query: { keyword: string; currentPage: number; limit: number; applyPublicProgress?: number },
  signal?: AbortSignal,
): Promise<AdminProblemPage> {
  return apiRequest('/api/admin/get-problem-list', pageSchema, { query, signal });
}

/** PUT /api/admin/group-problem/change-progress: accept (2) or refuse (3) a group problem's application. */
export function answerPublicApplication(pid: number, progress: 2 | 3): Promise<unknown> {
  return apiRequest('/api/admin/group-problem/change-progress', z.unknown(), {
    method: 'PUT',
    body: { pid, progress },
  });
}
