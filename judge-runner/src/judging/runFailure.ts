import { type FinalVerdict, type LanguageConfig, SubmissionStatus } from '@oj/events';
import type { RunResult } from '../sandbox/protocol';
import type { ProgramRun } from './runProgram';
import { readCapped } from './workspace';

/** How a program's run failed, as a case status; null when it ended normally (exit 0). */
export interface RunFailure {
  status: FinalVerdict;
  message: string;
  /** Set for SE: the sandbox's reason, for admins. */
  systemError: string | null;
}

const SIGNALS: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  31: 'SIGSYS',
};

/**
 * The sandbox's status as a case status: TLE 1, MLE 2, RE 3, SE 4, and OLE 11 (the output limit, or the
 * file size limit for a file the program writes), a verdict of its own as contest judges show it (the
 * reference made it RE).
 */
export function runFailure(
  result: Pick<RunResult, 'status' | 'reason' | 'exit_code' | 'signal' | 'error'>,
): RunFailure | null {
  const fail = (status: FinalVerdict, message: string): RunFailure => ({
    status,
    message,
    systemError: null,
  });
  switch (result.status) {
    case 'OK':
      return null;
    case 'TLE':
      return fail(
        SubmissionStatus.timeLimitExceeded,
        result.reason === 'cpu' ? 'Time limit exceeded' : 'Time limit exceeded (wall clock)',
      );
    case 'MLE':
      return fail(SubmissionStatus.memoryLimitExceeded, 'Memory limit exceeded');
    case 'OLE':
      return fail(SubmissionStatus.outputLimitExceeded, 'Output limit exceeded');
    case 'RE':
      return fail(SubmissionStatus.runtimeError, exitDescription(result));
    case 'SE':
      return {
        status: SubmissionStatus.systemError,
        message: '',
        systemError: `sandbox: ${result.error ?? 'unknown error'}`,
      };
  }
}

function exitDescription(result: Pick<RunResult, 'exit_code' | 'signal'>): string {
  if (result.exit_code !== null) return `Exit code ${result.exit_code}`;
  const signal = result.signal ?? 0;
  return `Killed by signal ${signal}${SIGNALS[signal] ? ` (${SIGNALS[signal]})` : ''}`;
}

/** The case's time: CPU time, or the wall clock when that is what ended the run (a sleeping program). */
export function runTime(result: Pick<RunResult, 'status' | 'reason' | 'cpu_ms' | 'wall_ms'>): number {
  const wallStopped = result.status === 'TLE' && result.reason !== 'cpu';
  return Math.round(wallStopped ? result.wall_ms : result.cpu_ms);
}

/** How much of stderr is searched for an out-of-memory marker: runtimes print it first or last, briefly. */
const MARKER_SEARCH_BYTES = 64 * 1024;

/**
 * A program run's failure, as `runFailure`, except that a runtime error whose stderr holds one of the
 * language's out-of-memory markers (the JVM stopping at its heap cap) is a Memory Limit Exceeded.
 */
export async function programRunFailure(
  run: ProgramRun,
  language: Pick<LanguageConfig, 'outOfMemoryMarkers'>,
): Promise<RunFailure | null> {
  const failure = runFailure(run.result);
  const markers = language.outOfMemoryMarkers ?? [];
  if (failure?.status !== SubmissionStatus.runtimeError || markers.length === 0) return failure;
  const stderr = (await readCapped(run.stderr, MARKER_SEARCH_BYTES))?.data.toString('latin1') ?? '';
  return markers.some((marker) => stderr.includes(marker))
    ? { status: SubmissionStatus.memoryLimitExceeded, message: 'Memory limit exceeded', systemError: null }
    : failure;
}
