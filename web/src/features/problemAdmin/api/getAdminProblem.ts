import { remoteBankSchema } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { flag, text } from '@/lib/replyFields';

const judgeProgramSchema = z.object({
  protocol: z.enum(['hoj', 'kattis']),
  language: z.enum(['C', 'C++', 'Python3']),
  files: z.array(z.object({ name: z.string(), content: z.string() })),
  // Kept so that saving the form does not drop a Kattis validator's arguments or passes.
  args: z.array(z.string()).optional(),
  passes: z.number().optional(),
  scoreFile: z.enum(['points', 'share']).optional(),
});
export type JudgeProgram = z.infer<typeof judgeProgramSchema>;

const storedCaseSchema = z.object({
  inputName: z.string(),
  outputName: z.string(),
  score: z.number(),
  groupNum: z.number(),
});
export type StoredCase = z.infer<typeof storedCaseSchema>;

const adminProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: text,
  source: text,
  description: text,
  input: text,
  output: text,
  hint: text,
  examples: z.array(z.object({ input: z.string(), output: z.string() })).catch([]),
  type: z.union([z.literal(0), z.literal(1)]).catch(0),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  /** Absent on problems saved before the field: the judge's default (64). */
  outputLimit: z.number().optional(),
  difficulty: z.number(),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(1),
  judgeMode: z.enum(['default', 'spj', 'interactive']).catch('default'),
  judgeCaseMode: z
    .enum(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'])
    .catch('default'),
  checker: judgeProgramSchema.nullable().catch(null),
  isRemoveEndBlank: flag,
  openCaseResult: flag,
  codeShare: flag,
  isFileIO: flag,
  ioReadFileName: text,
  ioWriteFileName: text,
  userExtraFile: z.record(z.string(), z.string()).catch({}),
  judgeExtraFile: z.record(z.string(), z.string()).catch({}),
  languages: z.array(z.string()).catch([]),
  codeTemplates: z.record(z.string(), z.string()).catch({}),
  tags: z.array(z.string()).catch([]),
  testCases: z.array(storedCaseSchema).catch([]),
  /** A remote problem's bank and the site's problem id (absent or null: judged here). */
  remote: z.object({ bank: remoteBankSchema, problemId: z.string() }).nullable().catch(null),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/**
 * GET /api/admin/problem?pid (a group's: /api/group/problem?gid&pid): every field, the checker and the
 * stored test cases (names and scores).
 */
export function getAdminProblem(pid: number, signal?: AbortSignal, gid?: number): Promise<AdminProblem> {
  return gid
    ? apiRequest('/api/group/problem', adminProblemSchema, { query: { pid, gid }, signal })
    : apiRequest('/api/admin/problem', adminProblemSchema, { query: { pid }, signal });
}
