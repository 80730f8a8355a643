import { rm } from 'node:fs/promises';
import { ProblemType, type ProgramText, SubmissionStatus } from '@oj/events';
import { runsFromSource } from '../languages/languageCommands';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { caseGroups, nextStep, submissionScore, submissionStatus } from './caseModes';
import { type BuiltChecker, buildChecker } from './checkerBuild';
import type { CompileOutcome } from './compileProgram';
import { type CaseJudgement, caseBase, type Judging, judgeCase } from './judgeCase';
import { writeProgram } from './preparedProgram';
import type {
  CaseVerdict,
  JudgedProblem,
  JudgeObserver,
  JudgeOptions,
  JudgeResult,
  JudgeTask,
  TestDataSource,
} from './types';
import { isPlainFileName, makeDir, makeTempDir } from './workspace';

/**
 * Judges one submission (spec 04, "Judging"): compiles it (CE with the compiler's message, capped), builds
 * the problem's checker or interactor (cached), runs the cases in the order and with the stops of the
 * problem's case mode, and folds their verdicts into the submission's. Never a wrong verdict for the
 * judge's own failures: a checker that does not build, crashes or hangs, missing test data or a sandbox
 * failure make it SE, with the reason in `systemError`. Cases are decided one after another, the next
 * ones running ahead on a slot left free, two at a time (`judgeCases`); judge several submissions at once to use every
 * slot of a busy pool (interactive problems take two slots per case, so the pool needs at least two). Rejects only for the judge's own trouble (the pool closed, the work folder
 * unwritable) or when `options.signal` aborts it.
 *
 * @example
 *   const verdict = await judgeSubmission(pool, { code, language, problem, checkerLanguages: defaultCheckerLanguages },
 *     { file: (sha) => cache.path(sha) }, { caseJudged: (c) => publish(c) }, { workDir: '/var/lib/oj/judge' });
 */
export async function judgeSubmission(
  pool: SandboxPool,
  task: JudgeTask,
  data: TestDataSource,
  observer: JudgeObserver,
  options: JudgeOptions,
): Promise<JudgeResult> {
  options.signal?.throwIfAborted();
  const dir = await makeTempDir(await makeDir(options.workDir), 'submission-');
  try {
    const setupError = problemSetupError(task.problem);
    if (setupError) return systemErrorVerdict(setupError);
    observer.compiling?.();
    const { program, compile } = await writeProgram(pool, dir, task.code, task.language, task.problem);
    if (casesBesideCheck(task)) {
      const judging: Judging = { pool, task, data, program, checker: null, dir };
      return await judgeBesideSyntaxCheck(judging, compile, observer, options.signal);
    }
    const compiled = await compile();
    if (!compiled.ok) {
      return compiled.systemError === null
        ? compileErrorVerdict(task, compiled.message)
        : systemErrorVerdict(compiled.systemError);
    }
    options.signal?.throwIfAborted();
    const checker = await checkerFor(pool, task, options.workDir);
    if ('systemError' in checker) return systemErrorVerdict(checker.systemError);
    observer.judging?.();
    const judging: Judging = { pool, task, data, program, checker: checker.built, dir };
    const { cases, systemError } = await judgeCases(judging, observer, options.signal);
    return finalVerdict(task, cases, systemError);
  } finally {
    // Every run of the submission has ended here (judgeCases waits for those that ran ahead).
    const removal = rm(dir, { recursive: true, force: true });
    if (options.removing) options.removing(removal);
    else await removal;
  }
}

/**
 * A language run from its source (Python...) compiles only to check the syntax, and its runs do not need
 * what that makes: its cases can start beside the check, on the pool's other slot. Only with the default
 * comparison (no checker to build first) and without file IO (whose case folders copy the program folder
 * the check writes into).
 */
function casesBesideCheck(task: JudgeTask): boolean {
  return (
    runsFromSource(task.language) &&
    task.language.compile !== undefined &&
    task.problem.judgeMode === 'default' &&
    !task.problem.isFileIO
  );
}

/**
 * Runs the cases while the syntax check runs, holding back what they tell the observer until the check
 * has passed (then 'judging', then the held cases in order): a syntax error stops them and is CE, and
 * nobody has heard of a case. The check's time is no longer added to the cases' (bare Python has none).
 */
async function judgeBesideSyntaxCheck(
  judging: Judging,
  compile: () => Promise<CompileOutcome>,
  observer: JudgeObserver,
  signal: AbortSignal | undefined,
): Promise<JudgeResult> {
  const stop = new AbortController();
  const held: CaseVerdict[] = [];
  let passed = false;
  const holding: JudgeObserver = {
    caseJudged: async (verdict) => {
      if (passed) await observer.caseJudged?.(verdict);
      else held.push(verdict);
    },
  };
  const cases = judgeCases(judging, holding, signal ? AbortSignal.any([signal, stop.signal]) : stop.signal);
  // Observed below on every path; a case run stopped by a syntax error rejects with the stop.
  cases.catch(() => undefined);
  const compiled = await compile().catch((error: unknown) => {
    stop.abort();
    return cases.then(
      () => Promise.reject(error),
      () => Promise.reject(error),
    );
  });
  if (!compiled.ok) {
    stop.abort();
    await cases.catch(() => undefined);
    return compiled.systemError === null
      ? compileErrorVerdict(judging.task, compiled.message)
      : systemErrorVerdict(compiled.systemError);
  }
  observer.judging?.();
  // No await between the last held case and `passed`: a case judged meanwhile is held, then sent here.
  for (let next = held.shift(); next; next = held.shift()) await observer.caseJudged?.(next);
  passed = true;
  const { cases: verdicts, systemError } = await cases;
  return finalVerdict(judging.task, verdicts, systemError);
}

/** What makes the problem impossible to judge as configured (SE before anything runs), or null. */
function problemSetupError(problem: JudgedProblem): string | null {
  if (problem.testCases.length === 0) return 'the problem has no test cases';
  if (problem.judgeMode !== 'default' && !problem.checker)
    return `judge mode ${problem.judgeMode} without a checker`;
  const names = [...Object.keys(problem.userExtraFile), ...Object.keys(problem.judgeExtraFile)];
  if (problem.isFileIO) names.push(problem.ioReadFileName, problem.ioWriteFileName);
  const badName = names.find((name) => !isPlainFileName(name));
  if (badName !== undefined) return `'${badName}' is not a plain file name (extra files, file IO)`;
  if (problem.isFileIO && problem.judgeMode === 'interactive')
    return 'file IO and interactive judging do not go together';
  return null;
}

async function checkerFor(
  pool: SandboxPool,
  task: JudgeTask,
  workDir: string,
): Promise<{ built: BuiltChecker | null } | { systemError: string }> {
  const { problem } = task;
  if (problem.judgeMode === 'default' || !problem.checker) return { built: null };
  const build = await buildChecker(
    pool,
    problem.checker,
    problem.judgeExtraFile,
    task.checkerLanguages,
    workDir,
  );
  if (!build.ok) return { systemError: build.systemError };
  const { args = [], passes = 1, scoreFile = 'points' } = problem.checker;
  return { built: { ...build.checker, args, passes, scoreFile } };
}

/**
 * Every case, in the case mode's order: a case mode's stop cancels what it skips (-4, reported too, so
 * that observers see every case); a system error cancels everything after it. While a case runs, the
 * next one of its group may run ahead on a slot nobody waits for (see `runsAhead`); what it finds is
 * used only if the case before it lets the judging go on, else it is cancelled like any skipped case,
 * so verdicts, their order and the stops are those of one case at a time.
 */
async function judgeCases(
  judging: Judging,
  observer: JudgeObserver,
  signal: AbortSignal | undefined,
): Promise<{ cases: CaseVerdict[]; systemError: string | null }> {
  const { testCases, judgeCaseMode } = judging.task.problem;
  const verdicts = new Map<number, CaseVerdict>();
  const running = new Map<number, Promise<CaseJudgement>>();
  /** Cases whose run has ended, with their judgement when it came (not yet taken in order below). */
  const ended = new Map<number, CaseJudgement | undefined>();
  /** The case the loop below waits for, and its group: what a case ending meanwhile refills from. */
  let awaited: { group: readonly number[]; at: number; index: number } | undefined;
  const start = (index: number) => {
    const existing = running.get(index);
    if (existing) return existing;
    const judged = judgeCase(judging, index);
    // Awaited in order below, or settled in `finally`.
    judged.then(
      (judgement) => {
        ended.set(index, judgement);
        // A case that ran ahead ended while the loop still waits: its slot takes the next case now, not
        // when the awaited one ends. (The awaited case's own end is the loop's to judge: it may stop.)
        if (awaited && awaited.index !== index) runAhead(awaited.group, awaited.at);
      },
      () => ended.set(index, undefined),
    );
    running.set(index, judged);
    return judged;
  };
  const inFlight = () => [...running.keys()].filter((index) => !ended.has(index)).length;
  /**
   * Starts the group's next cases after position `at` while `runsAhead` allows, so both slots stay busy;
   * never past a case already known to end the group (a failure that ran ahead), nor one that failed.
   */
  const runAhead = (group: readonly number[], at: number) => {
    for (const index of group.slice(at + 1)) {
      if (ended.has(index)) {
        const judgement = ended.get(index);
        if (!judgement || nextStep(judgeCaseMode, judgement.verdict) !== 'continue') return;
      } else if (!running.has(index)) {
        if (!testCases[index] || !runsAhead(judging, inFlight())) return;
        start(index);
      }
    }
  };
  let systemError: string | null = null;
  let stopped = false;
  try {
    for (const group of caseGroups(testCases, judgeCaseMode)) {
      let skipping = false;
      for (const [at, index] of group.entries()) {
        const testCase = testCases[index];
        if (!testCase) continue;
        if (stopped || skipping) {
          verdicts.set(index, { ...caseBase(testCase, index), status: SubmissionStatus.cancelled });
        } else {
          signal?.throwIfAborted();
          const current = start(index);
          if (!ended.has(index)) runAhead(group, at);
          awaited = { group, at, index };
          const judged = await current.finally(() => {
            awaited = undefined;
          });
          running.delete(index);
          verdicts.set(index, judged.verdict);
          systemError ??= judged.systemError;
          const step = nextStep(judgeCaseMode, judged.verdict);
          stopped = step === 'stop';
          skipping = step === 'skip-group';
          // The slot this case held is free again: the cases after it go on it now, not when the loop
          // reaches a case that is still running.
          if (step === 'continue') runAhead(group, at);
        }
        const verdict = verdicts.get(index);
        if (verdict) await observer.caseJudged?.(verdict);
      }
    }
  } finally {
    // A case that ran ahead of a stop: its box folder is in the submission's folder, removed after this.
    await Promise.allSettled(running.values());
  }
  return {
    cases: [...verdicts.keys()].sort((a, b) => a - b).flatMap((i) => verdicts.get(i) ?? []),
    systemError,
  };
}

/**
 * Whether another case may start while `inFlight` cases of this submission run: two running at
 * most (one beside the case being waited for), only on a slot that is free with no run of anyone waiting (another submission judged at once
 * keeps its share of the pool), and only for cases that take one slot at a time (an interactive case
 * takes two; a multi-pass one runs its passes in turn). A case run ahead of a stop is wasted work, and
 * the verdict waits for it: at most one case's time limit more than judging one case at a time.
 */
function runsAhead(judging: Judging, inFlight: number): boolean {
  const { problem } = judging.task;
  return (
    inFlight < 2 &&
    judging.pool.freeSlots > 0 &&
    problem.judgeMode !== 'interactive' &&
    (judging.checker?.passes ?? 1) <= 1
  );
}

function finalVerdict(task: JudgeTask, cases: CaseVerdict[], systemError: string | null): JudgeResult {
  const { problem } = task;
  const score = submissionScore(
    problem.testCases,
    problem.judgeCaseMode,
    cases.map((verdict) => verdict.score),
  );
  const status = submissionStatus(
    problem.type,
    cases.map((verdict) => verdict.status),
    score,
  );
  const failed = status === SubmissionStatus.systemError;
  return {
    status,
    score: problem.type === ProblemType.oi && !failed ? score : null,
    time: Math.max(0, ...cases.map((verdict) => verdict.time)),
    memory: Math.max(0, ...cases.map((verdict) => verdict.memory)),
    errorMessage: '',
    systemError: failed ? (systemError ?? 'a case ended in a system error') : null,
    cases,
  };
}

function systemErrorVerdict(reason: string): JudgeResult {
  return {
    status: SubmissionStatus.systemError,
    score: null,
    time: 0,
    memory: 0,
    errorMessage: '',
    systemError: reason,
    cases: [],
  };
}

/** A CE is judged: OI submissions score 0, ACM ones have no score. */
function compileErrorVerdict(task: JudgeTask, message: ProgramText): JudgeResult {
  return {
    ...systemErrorVerdict(''),
    status: SubmissionStatus.compileError,
    score: task.problem.type === ProblemType.oi ? 0 : null,
    errorMessage: message,
    systemError: null,
  };
}
