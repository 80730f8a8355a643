import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { toDifficulty } from '@/lib/difficulty';
import { problemTagSchema } from '@/lib/problemTag';
import { verdictCountFields } from '@/lib/replyFields';

const problemRowSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().catch(0).transform(toDifficulty),
  /** 0 ACM, otherwise OI. */
  type: z.number().catch(0),
  tags: z.array(problemTagSchema).catch([]),
  ...verdictCountFields,
  score: z.number().nullish(),
});
export type ProblemRow = z.infer<typeof problemRowSchema>;

const problemPageSchema = z.object({
  records: z.array(problemRowSchema),
  total: z.number(),
});
export type ProblemPage = z.infer<typeof problemPageSchema>;

/** GET /api/get-problem-list with the non-empty filters (see model/filters.ts). */
export function getProblemList(query: Query, signal?: AbortSignal): Promise<ProblemPage> {
  return apiRequest('/api/get-problem-list', problemPageSchema, { query, signal });
}
