import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { remoteProblemRef } from '../vocabulary/remoteBanks';
import {
  memoryLimitRule,
  outputLimitRule,
  problemIdRule,
  problemLimits,
  problemTitleRule,
  stackLimitRule,
  timeLimitRule,
} from './problemFormRules';

/** Stream `problem-<pid>`. Test data lives on disk by sha256; events carry only the hashes. */
export const judgeMode = z.enum(['default', 'spj', 'interactive']);
export const judgeCaseMode = z.enum([
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
]);
/** 1 public, 2 private, 3 contest (spec: problem auth). */
export const problemAuth = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileName = z.string().regex(/^[\w.-]{1,100}$/);

export const example = z.object({ input: z.string().max(65_535), output: z.string().max(65_535) });

/** A checker, interactor or output validator: its sources (several for Kattis validators) and its kind. */
export const judgeProgram = z.object({
  /** 'hoj': argv input user_output answer, exit 0/99/101/102/103 (and testlib's 0/1/2/3/7);
   *  'kattis': input answer feedback_dir < user_output, exit 42 AC / 43 WA. */
  protocol: z.enum(['hoj', 'kattis']),
  language: z.enum(['C', 'C++', 'Python3']),
  files: z
    .array(z.object({ name: fileName, content: z.string().max(1_000_000) }))
    .min(1)
    .max(20),
  /** 'kattis' only: arguments after `feedback_dir` (problem.yaml `validator_flags`). */
  args: z.array(z.string().min(1).max(200)).max(50).optional(),
  /** 'kattis' only, multi-pass problems: the most passes the validator may ask for with `nextpass.in`. */
  passes: z.number().int().min(2).max(100).optional(),
  /** 'kattis' only: what score.txt holds, the case's points (legacy, 2025-09; the default) or its share
   *  from 0 to 1 (the 2023-07 draft's bounded groups). */
  scoreFile: z.enum(['points', 'share']).optional(),
});

export const testCase = z.object({
  input: sha256,
  output: sha256,
  inputName: z.string().max(200),
  outputName: z.string().max(200),
  score: z.number().int().min(0).max(10_000),
  groupNum: z.number().int().min(0).max(1000),
});

/** A problem's output limit (MB) when it sets none, and the largest it may set. */
export const DEFAULT_OUTPUT_LIMIT_MB = 64;
export const MAX_OUTPUT_LIMIT_MB = problemLimits.outputLimitMb.max;

export const problemFields = z.object({
  problemId: problemIdRule,
  title: problemTitleRule,
  author: z.string().max(100),
  description: z.string().max(1_000_000),
  input: z.string().max(1_000_000),
  output: z.string().max(1_000_000),
  examples: z.array(example).max(50),
  hint: z.string().max(1_000_000),
  source: z.string().max(255),
  /** 0 ACM, 1 OI. */
  type: z.union([z.literal(0), z.literal(1)]),
  timeLimit: timeLimitRule,
  memoryLimit: memoryLimitRule,
  stackLimit: stackLimitRule,
  /** MB of output (stdout, or a file the program writes); more is OLE. Absent (older problems): the default. */
  outputLimit: outputLimitRule.optional(),
  difficulty: z.number().int().min(0).max(6),
  auth: problemAuth,
  judgeMode,
  judgeCaseMode,
  checker: judgeProgram.nullable(),
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  codeShare: z.boolean(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().max(100),
  ioWriteFileName: z.string().max(100),
  userExtraFile: z.record(fileName, z.string().max(1_000_000)),
  judgeExtraFile: z.record(fileName, z.string().max(1_000_000)),
  languages: z.array(z.string().min(1).max(50)).max(50),
  codeTemplates: z.record(z.string().max(50), z.string().max(65_535)),
  tags: z.array(z.string().trim().min(1).max(50)).max(30),
  /**
   * A remote problem (spec 01 `isRemote`): judged on another site (its bank and the site's problem id) by a
   * remote runner, never by ours; it has no test data. Absent or null: a problem we judge.
   */
  remote: remoteProblemRef.nullable().optional(),
});
export type ProblemFields = z.infer<typeof problemFields>;
export type TestCase = z.infer<typeof testCase>;
export type JudgeProgram = z.infer<typeof judgeProgram>;

export const ProblemCreated = defineEvent('ProblemCreated', {
  schema: z.object({
    pid: z.number().int().positive(),
    fields: problemFields,
    testCases: z.array(testCase).max(1000),
    /**
     * The group whose own bank holds the problem (spec 03 section 3, "group problem"); null or absent (every
     * problem before groups) for the public bank. A group problem stays out of every public path until a site
     * admin accepts its application to the public bank (ProblemMadePublic); its group keeps listing it.
     */
    gid: z.number().int().positive().nullable().optional(),
  }),
});
export const ProblemUpdated = defineEvent('ProblemUpdated', {
  schema: z.object({ changes: problemFields.partial() }),
});
export const ProblemTestCasesReplaced = defineEvent('ProblemTestCasesReplaced', {
  schema: z.object({ testCases: z.array(testCase).max(1000) }),
});
export const ProblemDeleted = defineEvent('ProblemDeleted', { schema: z.object({}) });

/**
 * A group problem's way into the public bank (spec 03 section 4, "group problem public application": none,
 * 1 applying, 2 public, 3 refused): a group admin applies (and may cancel back to none), a site admin accepts
 * (the problem joins the public bank, still listed by its group) or refuses.
 */
const applicant = z.object({ uid: z.string().min(1), username: z.string() });
export const ProblemPublicApplied = defineEvent('ProblemPublicApplied', {
  schema: z.object({ gid: z.number().int().positive(), by: applicant }),
});
export const ProblemPublicApplicationCancelled = defineEvent('ProblemPublicApplicationCancelled', {
  schema: z.object({ gid: z.number().int().positive(), by: applicant }),
});
export const ProblemMadePublic = defineEvent('ProblemMadePublic', {
  schema: z.object({ gid: z.number().int().positive() }),
});
export const ProblemPublicApplicationRefused = defineEvent('ProblemPublicApplicationRefused', {
  schema: z.object({ gid: z.number().int().positive() }),
});

export const problemEvents = [
  ProblemCreated,
  ProblemUpdated,
  ProblemTestCasesReplaced,
  ProblemDeleted,
  ProblemPublicApplied,
  ProblemPublicApplicationCancelled,
  ProblemMadePublic,
  ProblemPublicApplicationRefused,
] as const;
