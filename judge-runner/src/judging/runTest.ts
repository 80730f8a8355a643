import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type FinalVerdict,
  type LanguageConfig,
  type ProgramText,
  programTextBytes,
  SubmissionStatus,
} from '@oj/events';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { compareOutput } from './compareOutput';
import { OUTPUT_LIMIT_BYTES } from './limits';
import { prepareProgram } from './preparedProgram';
import { programRunFailure, runTime } from './runFailure';
import { runProgram } from './runProgram';
import type { JudgedProblem } from './types';
import { isPlainFileName, makeDir, makeTempDir, readCapped, readExcerpt } from './workspace';

/** What a test run shows of the program's streams, in bytes. */
const TEST_STDOUT_BYTES = 16_384;
const TEST_STDERR_BYTES = 4096;

const plainProblem = {
  isRemoveEndBlank: true,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFile: {},
};

/** A custom-input test run (spec 01, "Test run"): the code on the user's input, outside any submission. */
export interface TestRunRequest {
  /** Code, input and expected output are bytes (program text). */
  code: ProgramText;
  language: LanguageConfig;
  input: ProgramText;
  /** When given, the output is compared with it (the default comparison): AC, PE or WA. */
  expectedOutput?: ProgramText | null;
  /** The limits; the rest defaults to a plain problem (remove end blank, standard IO, no extra files). */
  problem: Pick<JudgedProblem, 'timeLimit' | 'memoryLimit' | 'stackLimit' | 'outputLimit'> &
    Partial<
      Pick<
        JudgedProblem,
        'isRemoveEndBlank' | 'isFileIO' | 'ioReadFileName' | 'ioWriteFileName' | 'userExtraFile'
      >
    >;
}

export interface TestRunResult {
  /** CE, the run's failure (TLE, MLE, RE, OLE, SE), or AC (and WA or PE when compared with an expected output). */
  status: FinalVerdict;
  time: number;
  memory: number;
  /** Starts of the program's output (TEST_STDOUT_BYTES) and error stream (TEST_STDERR_BYTES). */
  stdout: ProgramText;
  stderr: ProgramText;
  /** The compiler's message for CE, or why the run failed; '' otherwise. */
  errorMessage: ProgramText;
  /** For admins: why the run is SE. */
  systemError: string | null;
}

/** Compiles and runs once under the problem's limits (times the language's factor), as a case would. */
export async function runTest(
  pool: SandboxPool,
  request: TestRunRequest,
  options: { workDir: string },
): Promise<TestRunResult> {
  const empty = { time: 0, memory: 0, stdout: '', stderr: '', errorMessage: '', systemError: null };
  const problem = { ...plainProblem, ...request.problem };
  const names = problem.isFileIO ? [problem.ioReadFileName, problem.ioWriteFileName] : [];
  const badName = [...names, ...Object.keys(problem.userExtraFile)].find((name) => !isPlainFileName(name));
  if (badName !== undefined) {
    return {
      ...empty,
      status: SubmissionStatus.systemError,
      systemError: `'${badName}' is not a plain file name`,
    };
  }
  const dir = await makeTempDir(await makeDir(options.workDir), 'test-run-');
  try {
    const { compiled, program } = await prepareProgram(pool, dir, request.code, request.language, problem);
    if (!compiled.ok) {
      const status =
        compiled.systemError === null ? SubmissionStatus.compileError : SubmissionStatus.systemError;
      return { ...empty, status, errorMessage: compiled.message, systemError: compiled.systemError };
    }
    const input = path.join(program.outDir, 'test.in');
    await writeFile(input, programTextBytes(request.input), { mode: 0o644 });
    const run = await runProgram(pool, program, problem, input, 'test');
    const failure = await programRunFailure(run, request.language);
    return {
      status: failure?.status ?? (await testStatus(run.output, request)),
      time: runTime(run.result),
      memory: run.result.memory_kb,
      stdout: await readExcerpt(run.output, TEST_STDOUT_BYTES),
      stderr: await readExcerpt(run.stderr, TEST_STDERR_BYTES),
      errorMessage: failure?.message ?? '',
      systemError: failure?.systemError ?? null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function testStatus(output: string, request: TestRunRequest): Promise<FinalVerdict> {
  if (request.expectedOutput === undefined || request.expectedOutput === null)
    return SubmissionStatus.accepted;
  const produced = (await readCapped(output, OUTPUT_LIMIT_BYTES))?.data ?? Buffer.alloc(0);
  return compareOutput(
    produced,
    Buffer.from(programTextBytes(request.expectedOutput)),
    request.problem.isRemoveEndBlank ?? true,
  );
}
