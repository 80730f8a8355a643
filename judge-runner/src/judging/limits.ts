import { DEFAULT_OUTPUT_LIMIT_MB, type LanguageConfig, MAX_OUTPUT_LIMIT_MB } from '@oj/events';
import type { RunLimits } from '../sandbox/protocol';
import type { JudgedProblem } from './types';

/** What the judge reads of an output at most: the sandbox has already stopped it at its problem's limit. */
export const OUTPUT_LIMIT_BYTES = MAX_OUTPUT_LIMIT_MB << 20;

type ProblemLimits = Pick<JudgedProblem, 'timeLimit' | 'memoryLimit' | 'outputLimit'>;

/** The run's output limit in bytes: the problem's (MB), else the default. More is OLE. */
function outputLimitBytes(problem: Pick<JudgedProblem, 'outputLimit'>): number {
  return Math.min(problem.outputLimit ?? DEFAULT_OUTPUT_LIMIT_MB, MAX_OUTPUT_LIMIT_MB) * (1 << 20);
}

/** The run's memory limit in MB: the problem's, times the language's factor (2 for Java and Python3). */
export function runMemoryMb(language: LanguageConfig, problem: ProblemLimits): number {
  return problem.memoryLimit * language.limitFactor;
}

/**
 * One run of the submission: the problem's time and memory limits times the language's factor (spec 04:
 * every language but C and C++ gets twice both), a stack as large as the memory limit (as contest judges
 * give it: a deep recursion is limited by memory alone; the problem's stackLimit is not a run limit), and
 * the wall clock the sandbox gives by default (twice the CPU limit plus a second) so that sleeping
 * programs end too, and the problem's output limit for its stdout and for each file it writes.
 */
export function programLimits(language: LanguageConfig, problem: ProblemLimits): RunLimits {
  const cpu = problem.timeLimit * language.limitFactor;
  const memoryKb = runMemoryMb(language, problem) * 1024;
  return {
    cpu_ms: cpu,
    wall_ms: 2 * cpu + 1000,
    memory_kb: memoryKb,
    stack_kb: memoryKb,
    pids: language.pids,
    stdout_bytes: outputLimitBytes(problem),
    file_bytes: outputLimitBytes(problem),
    nofile: 1024,
  };
}

/**
 * A checker's or output validator's run on one case. The checker is the problem setter's code, trusted to
 * be right but not to end: large outputs may take it a while, a hang or a crash is SE.
 */
export const CHECKER_LIMITS: RunLimits = {
  cpu_ms: 10_000,
  wall_ms: 20_000,
  memory_kb: 1024 * 1024,
  pids: 16,
  stdout_bytes: 1 << 20,
  stderr_bytes: 64 << 10,
  file_bytes: OUTPUT_LIMIT_BYTES,
  nofile: 1024,
};

/**
 * An interactor runs as long as the program may: it spends most of its time waiting for the program, so
 * its CPU limit is the program's wall clock, and it gets a little longer than the program to see its end.
 * The sandbox stops it INTERACTOR_EXTRA_WALL_MS after the program's run ended (`peer_grace_ms`), so that
 * one which does not check for the end of its input is not left spinning or waiting until its own limits
 * (the case is then the program's if it had hit a limit, see interactiveOutcome). Its stdout is the
 * program's input, which may be as large as any input: a checker's 1 MiB cap made a large interactive
 * input OLE, i.e. SE.
 */
export function interactorLimits(program: RunLimits): RunLimits {
  const wall = program.wall_ms ?? 2 * (program.cpu_ms ?? 1000) + 1000;
  return {
    ...CHECKER_LIMITS,
    cpu_ms: Math.max(wall, 1000),
    wall_ms: wall + INTERACTOR_EXTRA_WALL_MS,
    stdout_bytes: OUTPUT_LIMIT_BYTES,
    peer_grace_ms: INTERACTOR_EXTRA_WALL_MS,
  };
}

const INTERACTOR_EXTRA_WALL_MS = 2000;
