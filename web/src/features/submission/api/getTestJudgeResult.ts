import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';

const orNull = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const testResultSchema = z.object({
  /** 5 pending, 7 judging, anything else final. */
  status: z.number(),
  time: orNull,
  memory: orNull,
  userInput: text,
  expectedOutput: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  userOutput: text,
  stderr: text,
  problemJudgeMode: text,
});
export type TestRunResult = z.infer<typeof testResultSchema>;

/** GET /api/get-test-judge-result. */
export function getTestJudgeResult(testJudgeKey: string, signal?: AbortSignal): Promise<TestRunResult> {
  return apiRequest('/api/get-test-judge-result', testResultSchema, { query: { testJudgeKey }, signal });
}
