import type { FinalVerdict, LanguageConfig, ProblemFields, ProgramText, TestCase } from '@oj/events';

/** How many bytes of a case's output a verdict keeps, and of the checker's message (plus a '…' when cut). */
export const CASE_OUTPUT_BYTES = 256;
export const CASE_MESSAGE_BYTES = 1024;

/** Where the judge finds test data, by the sha256 the problem's test cases name. */
export interface TestDataSource {
  /** Absolute path of a cached local file (not a symlink); rejects when the file cannot be had. */
  file(sha256: string): Promise<string>;
}

/** The problem fields judging reads. */
export type JudgedProblem = Pick<
  ProblemFields,
  | 'type'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'outputLimit'
  | 'judgeMode'
  | 'judgeCaseMode'
  | 'checker'
  | 'isRemoveEndBlank'
  | 'isFileIO'
  | 'ioReadFileName'
  | 'ioWriteFileName'
  | 'userExtraFile'
  | 'judgeExtraFile'
> & { testCases: TestCase[] };

/** One submission to judge. */
export interface JudgeTask {
  /** The source's bytes, written to the source file exactly. */
  code: ProgramText;
  language: LanguageConfig;
  problem: JudgedProblem;
  /** What checkers and interactors are built with, found by the checker's language name (C, C++, Python3). */
  checkerLanguages: readonly LanguageConfig[];
}

/** The result of one test case. */
export interface CaseVerdict {
  /** 1-based position of the case in the problem's test cases. */
  seq: number;
  inputName: string;
  outputName: string;
  groupNum: number;
  /** 0 AC, -1 WA, -3 PE, 1 TLE, 2 MLE, 3 RE, 4 SE, 8 PA, 11 OLE, -4 cancelled (not run: its case mode stopped). */
  status: FinalVerdict;
  /** CPU time, ms. */
  time: number;
  /** Peak memory, KB. */
  memory: number;
  /** Points earned (OI); 0 for ACM problems. */
  score: number;
  /** The start of the program's output (CASE_OUTPUT_BYTES bytes). */
  userOutput: ProgramText;
  /**
   * The checker's feedback (testlib's message, a Kattis validator's judgemessage.txt, which may describe the
   * secret data: for judges), or why the run failed (CASE_MESSAGE_BYTES bytes).
   */
  message: ProgramText;
}

/** The result of a submission. */
export interface JudgeResult {
  status: FinalVerdict;
  /** OI problems: the points (0 for CE); null for ACM problems and for SE. */
  score: number | null;
  /** Maxima over the cases run, ms and KB. */
  time: number;
  memory: number;
  /** The compiler's message for CE (its bytes, capped), else ''. */
  errorMessage: ProgramText;
  /** For admins only: why the verdict is SE (checker failure, missing test data, sandbox failure). */
  systemError: string | null;
  /** Every case of the problem, in order; cases a case mode skipped are cancelled (-4). */
  cases: CaseVerdict[];
}

/** Progress callbacks; `caseJudged` is awaited, so a slow observer slows the judging down (back-pressure). */
export interface JudgeObserver {
  compiling?(): void;
  judging?(): void;
  caseJudged?(verdict: CaseVerdict): void | Promise<void>;
}

export interface JudgeOptions {
  /**
   * A folder of the judge's own that no box can write (made 0755: boxes run as other uids): each
   * submission works in a fresh folder in it (removed at the end), and built checkers are kept in
   * `checkers/` by a hash of their sources.
   */
  workDir: string;
  /** Aborting stops the judging between runs; judgeSubmission then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Given, the submission's folder is removed after judgeSubmission resolves, and this is handed the
   * removal (its failure is the caller's to report): the runner reports the verdict meanwhile. Without
   * it, judgeSubmission resolves once the folder is gone.
   */
  removing?: (removal: Promise<void>) => void;
}
