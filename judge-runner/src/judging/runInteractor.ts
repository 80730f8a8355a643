import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type ProgramText, SubmissionStatus } from '@oj/events';
import type { RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import type { BuiltChecker } from './checkerBuild';
import type { CheckerOutcome } from './checkerOutcome';
import { interactorLimits } from './limits';
import type { PreparedProgram } from './preparedProgram';
import {
  type CaseFiles,
  type CasePlaces,
  CHECKER_FILES,
  checkerBox,
  checkerOutcome,
  FEEDBACK_DIR,
} from './runChecker';
import { type RunFailure, runFailure } from './runFailure';
import { CASE_OUTPUT_BYTES } from './types';
import { readExcerpt } from './workspace';

/**
 * Two ends closer than this are taken as simultaneous, and then the program's own failure counts. The
 * boxes' inits reap at real-time priority (box.c), so their readings are tens of microseconds apart at
 * worst; a program that dies of the end of its input after a rejection ends milliseconds later (a JVM
 * about 13 ms on a loaded machine), so the margin must stay well below that.
 */
const SAME_MOMENT_MS = 1;

export interface InteractiveCase {
  /** The program's run (its time and memory are the case's). */
  result: RunResult;
  /** The case's outcome: the interactor's, or the program's failure (see interactiveOutcome). */
  outcome: CheckerOutcome;
  /** The start of the interactor's `user_output` file ('hoj' protocol), else ''. */
  userOutput: ProgramText;
}

/**
 * The program and the interactor, each one's stdout the other's stdin. 'hoj' interactors get
 * `input user_output answer` (user_output: a file the interactor writes), 'kattis' ones `input answer
 * feedback_dir/`; their exit codes mean what a checker's do.
 */
export async function runInteractor(
  pool: SandboxPool,
  program: PreparedProgram,
  interactor: BuiltChecker,
  files: Pick<CaseFiles, 'input' | 'answer'>,
  caseScore: number | null,
  places: CasePlaces,
  /** A box checkerBox made that outlives this run (multi-pass: the feedback folder persists); else a fresh one. */
  keptBox: string | null = null,
): Promise<InteractiveCase> {
  const dir = keptBox ?? (await checkerBox(interactor, files, places.boxParent));
  try {
    const { input, answer, userOutput } = CHECKER_FILES;
    const kattis = interactor.protocol === 'kattis';
    const args = kattis ? [input, answer, FEEDBACK_DIR, ...interactor.args] : [input, userOutput, answer];
    const stderr = `${places.logPrefix}.interactor.err`;
    const { program: result, interactor: interactorResult } = await pool.runInteractive({
      program: {
        argv: program.argv,
        dir: program.dir,
        binds: program.language.binds,
        limits: program.limits,
      },
      interactor: {
        argv: [...interactor.argv, ...args],
        dir,
        writable: true,
        stderr,
        limits: interactorLimits(program.limits),
      },
    });
    // Its stdout was the program's stdin: a partial score comes through testlib's `points` on stderr.
    const judged = await checkerOutcome(
      interactor,
      { result: interactorResult, stdout: null, stderr },
      dir,
      caseScore,
    );
    const outcome = interactiveOutcome(runFailure(result), judged, endedFirst(interactorResult, result));
    const excerpt = kattis ? '' : await readExcerpt(path.join(dir, userOutput), CASE_OUTPUT_BYTES);
    return { result, outcome, userOutput: excerpt };
  } finally {
    if (keptBox === null) await rm(dir, { recursive: true, force: true });
  }
}

/** The program's own limits: hit before its interactor ended, they decide the case. */
const PROGRAM_LIMITS: ReadonlySet<number> = new Set([
  SubmissionStatus.timeLimitExceeded,
  SubmissionStatus.memoryLimitExceeded,
  SubmissionStatus.outputLimitExceeded,
]);

/**
 * problemtools' order (formats.md 1.9): an interactor that failed is SE; one that rejected the program
 * before the program ended decides (the program's crash or hang came from being rejected); otherwise a
 * failed program's own status; otherwise the interactor's verdict. Except that a program stopped at one
 * of its limits before the interactor ended is judged by it, as DOMjudge does, whatever the interactor
 * did next: left without its peer, an interactor that does not check for the end of its input spins or
 * waits until its own limits stop it, and that made a looping program SE.
 */
export function interactiveOutcome(
  program: RunFailure | null,
  interactor: CheckerOutcome,
  interactorFirst: boolean,
): CheckerOutcome {
  if (program && !interactorFirst && PROGRAM_LIMITS.has(program.status)) {
    return { status: program.status, fraction: 0, message: program.message, systemError: null };
  }
  if (interactor.status === SubmissionStatus.systemError || !program) return interactor;
  if (program.status === SubmissionStatus.systemError) {
    return {
      status: SubmissionStatus.systemError,
      fraction: 0,
      message: '',
      systemError: program.systemError,
    };
  }
  const rejected =
    interactor.status !== SubmissionStatus.accepted && interactor.status !== SubmissionStatus.partialAccepted;
  if (rejected && interactorFirst) return interactor;
  return { status: program.status, fraction: 0, message: program.message, systemError: null };
}

/**
 * Whether the interactor ended before the program: the program was stopped for outliving it (reason
 * 'peer'), or its end came clearly earlier on the host's monotonic clock, as each box read it when it
 * reaped its program. (Comparing the two wall times was wrong under load: each side's clock starts when
 * its own box is set up, and one box can be set up tens of ms after the other.)
 */
export function endedFirst(
  interactor: Pick<RunResult, 'ended_ms'>,
  program: Pick<RunResult, 'reason' | 'ended_ms'>,
): boolean {
  return program.reason === 'peer' || interactor.ended_ms + SAME_MOMENT_MS < program.ended_ms;
}
