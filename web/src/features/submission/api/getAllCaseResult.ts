import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { count, text } from '@/lib/replyFields';
import { caseRowSchema } from './schemas';

const subtaskSchema = z.object({
  groupNum: count,
  status: z.number(),
  score: count,
  ac: count,
  total: count,
  time: count,
  memory: count,
});

const caseResultSchema = z.object({
  judgeCaseMode: text,
  /** Null when the reader may not see the cases. */
  judgeCaseList: z
    .array(caseRowSchema)
    .nullish()
    .transform((list) => list ?? null),
  subTaskJudgeCaseVoList: z
    .array(subtaskSchema)
    .nullish()
    .transform((list) => list ?? null),
});
export type CaseResults = z.infer<typeof caseResultSchema>;
export type Subtask = z.infer<typeof subtaskSchema>;

/** GET /api/get-all-case-result: the judged test points, and subtask summaries when grouped. */
export function getAllCaseResult(submitId: number, signal?: AbortSignal): Promise<CaseResults> {
  return apiRequest('/api/get-all-case-result', caseResultSchema, { query: { submitId }, signal });
}
