import { z } from 'zod';
import { languageConfig } from '../language/languageEvents';
import { judgeCaseMode, judgeMode, judgeProgram, testCase } from '../problem/problemEvents';
import { programText } from '../submission/programText';
import { judgedCase, MAX_CODE_BYTES } from '../submission/submissionEvents';
import { ProblemType } from '../vocabulary/problemKinds';
import { remoteBankSchema, remoteProblemRef } from '../vocabulary/remoteBanks';
import { SubmissionStatus } from '../vocabulary/submissionStatus';

/**
 * What the server and a judge runner say to each other over HTTP (`/api/judge/*`, authorised by the
 * shared judge token). Both sides parse with these schemas, so a version skew fails loudly. Program text
 * (code, input, output, messages) travels in the program text codec of `@oj/events`: bytes, exactly.
 */

/** A test run's code may be a checker with the problem's files for it expanded in place. */
const TEST_RUN_BYTES = 64 << 20;

/** The problem fields the judge needs, never more (no statement). */
export const judgeProblem = z.object({
  pid: z.number().int(),
  type: z.literal([ProblemType.acm, ProblemType.oi]),
  difficulty: z.number().int(),
  timeLimit: z.number().int().positive(),
  memoryLimit: z.number().int().positive(),
  stackLimit: z.number().int().positive(),
  /** MB; absent: the judge's default (64). */
  outputLimit: z.number().int().positive().optional(),
  judgeMode,
  judgeCaseMode,
  checker: judgeProgram.nullable(),
  isRemoveEndBlank: z.boolean(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string(),
  ioWriteFileName: z.string(),
  userExtraFile: z.record(z.string(), z.string()),
  judgeExtraFile: z.record(z.string(), z.string()),
  testCases: z.array(testCase),
});
export type JudgeProblem = z.infer<typeof judgeProblem>;

/** A round of a submission, leased to one runner until `expiresAt` unless renewed. */
export const submissionTask = z.object({
  kind: z.literal('submission'),
  submitId: z.number().int().positive(),
  round: z.number().int().min(1),
  leaseId: z.string(),
  leaseTtlMs: z.number().int().positive(),
  code: programText(MAX_CODE_BYTES),
  language: languageConfig,
  problem: judgeProblem,
  /** Languages checkers and interactors may be written in. */
  checkerLanguages: z.array(languageConfig),
  /**
   * The lease showed the round as compiling (its append carries SubmissionJudgeProgressed): the runner
   * does not report it. Absent (an older server): the runner reports it.
   */
  compilingShown: z.boolean().default(false),
});
export type SubmissionTask = z.infer<typeof submissionTask>;

/** A test run on custom input: never a submission, its result kept briefly for the author. */
export const testRunTask = z.object({
  kind: z.literal('test'),
  key: z.string(),
  code: programText(TEST_RUN_BYTES),
  language: languageConfig,
  input: programText(TEST_RUN_BYTES),
  /** When given, the output is compared with it (AC, PE or WA). */
  expectedOutput: programText(TEST_RUN_BYTES).nullable().optional(),
  problem: judgeProblem.pick({ timeLimit: true, memoryLimit: true, stackLimit: true, outputLimit: true }),
});
export type TestRunTask = z.infer<typeof testRunTask>;

/** A site account for a remote round, decrypted for the runner (the wire is authorised by the judge token). */
export const remoteAccount = z.object({
  username: z.string().min(1).max(100),
  password: z.string().max(200),
});

/**
 * A round of a remote problem's submission, for a remote runner: the code, our language's name (the
 * runner's adapter maps it to the site's), the site's problem, and the bank's accounts to submit with.
 */
export const remoteSubmissionTask = z.object({
  kind: z.literal('remote'),
  submitId: z.number().int().positive(),
  round: z.number().int().min(1),
  leaseId: z.string(),
  leaseTtlMs: z.number().int().positive(),
  code: programText(MAX_CODE_BYTES),
  language: z.string(),
  remote: remoteProblemRef,
  accounts: z.array(remoteAccount).max(100),
  /**
   * The site's run of this round when an earlier runner's submit went in (`RemoteRunSubmitted`) and it
   * died before the verdict: poll it with that account, never submit again.
   */
  submitted: z
    .object({ username: z.string().min(1).max(100), runId: z.string().min(1).max(100) })
    .nullable()
    .default(null),
  /**
   * An earlier runner's last submit intent of this round (`RemoteSubmitStarted`) when no run is on record:
   * the site may have taken it, so look for a newer run of that account first.
   */
  intent: z
    .object({ username: z.string().min(1).max(100), before: z.string().min(1).max(100).nullable() })
    .nullable()
    .default(null),
});
export type RemoteSubmissionTask = z.infer<typeof remoteSubmissionTask>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const generationRef = {
  job: z.number().int().positive(),
  task: z.number().int().positive(),
  leaseId: z.string().min(1).max(64),
};

/**
 * A batch import's package ships generators instead of some tests (issue 23): the runner fetches the
 * package's files by hash (as test data), builds each generator a command names (`<name>.cpp|.c|.py`,
 * compiled in a folder holding every file, so `#include "testlib.h"` finds the package's) and the main
 * solution, runs each command for the test's input and the solution on it for the answer, all in the
 * sandbox, and sends both back (`generated-test`, then `generation`).
 */
export const generationTask = z.object({
  kind: z.literal('generate'),
  ...generationRef,
  leaseTtlMs: z.number().int().positive(),
  problemId: z.string(),
  files: z.array(z.object({ name: z.string().regex(/^[\w.-]{1,100}$/), sha256, size: z.number().int() })),
  solution: z.object({ name: z.string(), language: z.string() }),
  tests: z.array(z.object({ test: z.number().int().positive(), cmd: z.string() })).min(1),
  timeLimit: z.number().int().positive(),
  memoryLimit: z.number().int().positive(),
  /** The languages generators and solutions may be built with (those for checkers: C, C++, Python 3). */
  languages: z.array(languageConfig),
});
export type GenerationTask = z.infer<typeof generationTask>;

/** Query of `POST /api/judge/generated-test` (the body is the file's bytes, application/octet-stream). */
export const generatedTestQuery = z.object({
  job: z.coerce.number().int().positive().max(2_147_483_647),
  task: z.coerce.number().int().positive().max(2_147_483_647),
  leaseId: z.string().min(1).max(64),
});
export const generatedTestReply = z.object({ sha256 });
export const generationRenewRequest = z.object(generationRef);
/** The generation's end: every test stored (by hash), or why it failed (naming the test and the generator). */
export const generationResultRequest = z.union([
  z.object({
    ...generationRef,
    tests: z.array(z.object({ test: z.number().int().positive(), input: sha256, answer: sha256 })).min(1),
  }),
  z.object({ ...generationRef, failure: z.string().min(1).max(4000) }),
]);
export type GenerationResultRequest = z.infer<typeof generationResultRequest>;

/**
 * An admin's "import remote problem" (spec 03 section 7), for a remote runner of the bank: fetch the
 * site's problem page and report it (`POST /api/judge/remote-problem`). The lease is the job's.
 */
export const remoteProblemTask = z.object({
  kind: z.literal('remote-problem'),
  job: z.number().int().positive(),
  leaseId: z.string(),
  leaseTtlMs: z.number().int().positive(),
  remote: remoteProblemRef,
});
export type RemoteProblemTask = z.infer<typeof remoteProblemTask>;

/** What a site shows of a problem, as the runner's adapter read it. */
export const fetchedRemoteProblem = z.object({
  problemId: z.string().max(100),
  title: z.string(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  hint: z.string(),
  source: z.string(),
  /** ms */
  timeLimit: z.number().int().min(0),
  /** MB */
  memoryLimit: z.number().int().min(0),
  examples: z.array(z.object({ input: z.string(), output: z.string() })),
});
export type FetchedRemoteProblem = z.infer<typeof fetchedRemoteProblem>;

/** The runner's answer: the problem and the languages its adapter submits, or why it could not read it. */
export const remoteProblemReport = z.object({
  job: z.number().int().positive(),
  leaseId: z.string(),
  result: z.discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      problem: fetchedRemoteProblem,
      languages: z.array(z.string().max(50)).max(200),
    }),
    z.object({
      ok: z.literal(false),
      /** 'refused': the site has no such problem; anything else: it could not be read now. */
      kind: z.enum(['login-refused', 'rate-limited', 'unreachable', 'refused', 'changed']),
      message: z.string().max(2000),
    }),
  ]),
});
export type RemoteProblemReport = z.infer<typeof remoteProblemReport>;

/** The site took a remote round's code as run `runId` under `username` (before the runner polls it). */
export const remoteRunRequest = z.object({
  submitId: z.number().int().positive(),
  round: z.number().int().min(1),
  leaseId: z.string(),
  bank: remoteBankSchema,
  username: z.string().min(1).max(100),
  runId: z.string().min(1).max(100),
});
export type RemoteRunRequest = z.infer<typeof remoteRunRequest>;

/** A remote runner is about to submit a round with `username` (its newest run there `before`). */
export const remoteIntentRequest = remoteRunRequest.omit({ runId: true }).extend({
  before: z.string().min(1).max(100).nullable(),
});
export type RemoteIntentRequest = z.infer<typeof remoteIntentRequest>;

/** A remote round's submit with `username` failed (it ends as "submit failed"): for the accounts' usage. */
export const remoteFailureRequest = remoteRunRequest.omit({ runId: true }).extend({
  reason: z.string().max(2000),
});
export type RemoteFailureRequest = z.infer<typeof remoteFailureRequest>;

/**
 * A remote runner asks for its next submit slot on a site: the server picks the account of `usernames`
 * free soonest and books the site's and the account's next slots for every runner at once (the limits are
 * shared, in the database); the runner waits `waitMs`, then submits with `username`.
 */
export const remoteSlotRequest = z.object({
  bank: remoteBankSchema,
  usernames: z.array(z.string().min(1).max(100)).min(1).max(100),
  /** The least time between two submits of anyone to the site, and of one account. */
  siteIntervalMs: z.number().int().min(0).max(3_600_000),
  accountIntervalMs: z.number().int().min(0).max(3_600_000),
});
export type RemoteSlotRequest = z.infer<typeof remoteSlotRequest>;
export const remoteSlotReply = z.object({ username: z.string(), waitMs: z.number().int().min(0) });
export type RemoteSlotReply = z.infer<typeof remoteSlotReply>;

export const leaseReply = z.object({
  task: z
    .discriminatedUnion('kind', [
      submissionTask,
      testRunTask,
      remoteSubmissionTask,
      generationTask,
      remoteProblemTask,
    ])
    .nullable(),
});
export type LeaseReply = z.infer<typeof leaseReply>;

export const leaseRequest = z.object({
  runner: z.string().trim().min(1).max(100),
  /** How long the server may hold the request open waiting for work. */
  waitMs: z.number().int().min(0).max(30_000),
  /**
   * 'local' (the default): test runs and rounds of problems we judge; 'remote': rounds of remote problems
   * of the listed banks only, which the runner submits to their sites.
   */
  kind: z.enum(['local', 'remote']).default('local'),
  banks: z.array(remoteBankSchema).max(20).optional(),
});

const leaseRef = {
  submitId: z.number().int().positive(),
  round: z.number().int().min(1),
  leaseId: z.string(),
};
/** At most this many cases in one report (a problem may have thousands; the runner splits them). */
export const MAX_CASES_PER_REPORT = 200;
export const renewRequest = z.object(leaseRef);
export const progressRequest = z.object({
  ...leaseRef,
  status: z.union([
    z.literal(SubmissionStatus.compiling),
    z.literal(SubmissionStatus.judging),
    z.literal(SubmissionStatus.submitting),
  ]),
});
export type ProgressRequest = z.infer<typeof progressRequest>;
/**
 * Cases judged since the runner's last report, in order: a runner keeps judging while a report is on its
 * way and sends what piled up meanwhile as one report (one request, one append).
 */
const judgedCases = z.array(judgedCase).max(MAX_CASES_PER_REPORT);
export const caseRequest = z.object({ ...leaseRef, cases: judgedCases.min(1) });
/** The verdict carries the cases not yet reported, so the last cases and the verdict are one append. */
export const verdictRequest = z.object({
  ...leaseRef,
  cases: judgedCases.default([]),
  status: z.number().int(),
  score: z.number().int().min(0).nullable(),
  time: z.number().int().min(0),
  memory: z.number().int().min(0),
  errorMessage: programText(10_000),
  systemError: programText(10_000).nullable(),
});
/** What a runner sends (the cases may be left out). */
export type VerdictRequest = z.input<typeof verdictRequest>;

export const testResultRequest = z.object({
  key: z.string(),
  status: z.number().int(),
  time: z.number().int().min(0),
  memory: z.number().int().min(0),
  stdout: programText(100_000),
  stderr: programText(100_000),
  errorMessage: programText(10_000),
});
export type TestResultRequest = z.infer<typeof testResultRequest>;

export const heartbeatRequest = z.object({
  runner: z.string().trim().min(1).max(100),
  slots: z.number().int().min(0),
  busy: z.number().int().min(0),
  load: z.number().min(0),
  version: z.string().max(50),
  state: z.enum(['online', 'offline']),
  /** The languages it cannot run (languageProbe), of the list the last heartbeat's reply gave. */
  missingLanguages: z.array(z.string().max(50)).max(1000).optional(),
  /** A remote runner's banks: a fetch for a bank no runner serves fails instead of waiting for ever. */
  banks: z.array(remoteBankSchema).max(50).optional(),
});
export type HeartbeatRequest = z.infer<typeof heartbeatRequest>;

/** The server's current languages, for the runner to probe before its next heartbeat. */
export const heartbeatReply = z.object({ languages: z.array(languageConfig) });

/** The header that carries the judge token. */
export const JUDGE_TOKEN_HEADER = 'x-judge-token';
