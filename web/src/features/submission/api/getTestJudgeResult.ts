import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';
import { nullableProgramTextField, programTextField } from '../model/programText';

const orNull = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const testResultSchema = z.object({
  /** 5 pending, 7 judging, anything else final. */
  status: z.number(),
  time: orNull,
  memory: orNull,
  /** Program text (bytes): what the run read, expected and wrote. */
  userInput: programTextField,
  expectedOutput: nullableProgramTextField,
  userOutput: programTextField,
  stderr: programTextField,
  problemJudgeMode: text,
});
export type TestRunResult = z.infer<typeof testResultSchema>;

/** GET /api/get-test-judge-result. */
export function getTestJudgeResult(testJudgeKey: string, signal?: AbortSignal): Promise<TestRunResult> {
  return apiRequest('/api/get-test-judge-result', testResultSchema, { query: { testJudgeKey }, signal });
}
