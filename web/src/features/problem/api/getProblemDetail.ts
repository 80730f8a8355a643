import { remoteBankSchema } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { toDifficulty } from '@/lib/difficulty';
import { problemTagSchema } from '@/lib/problemTag';
import { flag, text, verdictCountFields } from '@/lib/replyFields';

const problemSchema = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: text,
  description: text,
  input: text,
  output: text,
  examples: z.array(z.object({ input: text, output: text })).catch([]),
  hint: text,
  source: text,
  /** 1 means OI. */
  type: z.number().catch(0),
  /** Milliseconds. */
  timeLimit: z.number(),
  /** Megabytes, as stackLimit. */
  memoryLimit: z.number(),
  stackLimit: z.number().nullish(),
  /** Megabytes of output; more ends a run as Output Limit Exceeded. */
  outputLimit: z.number().nullish(),
  difficulty: z.number().catch(0).transform(toDifficulty),
  judgeMode: z.enum(['default', 'spj', 'interactive']).catch('default'),
  isFileIO: flag,
  ioReadFileName: text,
  ioWriteFileName: text,
  /** Files the submitted program finds beside it: name to content. */
  userExtraFile: z
    .record(z.string(), z.string())
    .nullish()
    .transform((files) => files ?? {}),
  codeShare: flag,
  /** Judged on another site: the bank and the site's problem id (spec 01 isRemote). */
  remote: z
    .object({ bank: remoteBankSchema, problemId: z.string() })
    .nullish()
    .catch(null)
    .transform((remote) => remote ?? null),
});
export type Problem = z.infer<typeof problemSchema>;

const problemDetailSchema = z.object({
  problem: problemSchema,
  tags: z.array(problemTagSchema).catch([]),
  languages: z.array(z.string()).catch([]),
  problemCount: z.object({
    ...verdictCountFields,
  }),
  /** Starting code per language name. */
  codeTemplate: z
    .record(z.string(), z.string())
    .nullish()
    .transform((templates) => templates ?? {}),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

/** GET /api/get-problem-detail: the statement, its limits, languages and templates. 404 when hidden. */
export function getProblemDetail(problemId: string, signal?: AbortSignal): Promise<ProblemDetail> {
  return apiRequest('/api/get-problem-detail', problemDetailSchema, { query: { problemId }, signal });
}

/** Where a problem page reads its problem: the practice call, or another with the same reply (a contest's). */
export interface ProblemSource {
  path: string;
  query: Record<string, string | number>;
}

/** Reads a problem from `source`, whose reply has the shape of GET /api/get-problem-detail. */
export function getProblemDetailFrom(source: ProblemSource, signal?: AbortSignal): Promise<ProblemDetail> {
  return apiRequest(source.path, problemDetailSchema, { query: source.query, signal });
}
