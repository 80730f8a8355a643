import path from 'node:path';
import { type LanguageConfig, type ProgramText, programTextBytes } from '@oj/events';
import { expandArgv, javaHome } from '../languages/languageCommands';
import { programFiles } from '../languages/programFiles';
import type { RunLimits } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { type CompileOutcome, compileProgram } from './compileProgram';
import { programLimits, runMemoryMb } from './limits';
import type { JudgedProblem } from './types';
import { isPlainFileName, makeDir, writeFiles } from './workspace';

/** A compiled submission and how to run it. */
export interface PreparedProgram {
  language: LanguageConfig;
  /** The folder mounted at /box for its runs (read-only), or copied into a case folder for file IO. */
  dir: string;
  argv: string[];
  limits: RunLimits;
  /** A folder of ours no box can write: captured outputs and logs. */
  outDir: string;
}

type ProgramProblem = Pick<
  JudgedProblem,
  'timeLimit' | 'memoryLimit' | 'stackLimit' | 'outputLimit' | 'userExtraFile'
>;

/**
 * Writes the code (its bytes) and the problem's user extra files (beside it, so the code may read or include them) into
 * `<submissionDir>/program`, and compiles it there.
 */
export async function prepareProgram(
  pool: SandboxPool,
  submissionDir: string,
  code: ProgramText,
  language: LanguageConfig,
  problem: ProgramProblem,
): Promise<{ compiled: CompileOutcome; program: PreparedProgram }> {
  const { program, compile } = await writeProgram(pool, submissionDir, code, language, problem);
  return { compiled: await compile(), program };
}

/**
 * What prepareProgram does, with the compile left to the caller: `compile` runs it in `program.dir`
 * (judgeSubmission starts a script's cases beside its syntax check).
 */
export async function writeProgram(
  pool: SandboxPool,
  submissionDir: string,
  code: ProgramText,
  language: LanguageConfig,
  problem: ProgramProblem,
): Promise<{ program: PreparedProgram; compile: () => Promise<CompileOutcome> }> {
  const dir = await makeDir(path.join(submissionDir, 'program'));
  const outDir = await makeDir(path.join(submissionDir, 'out'));
  const extraFiles = Object.entries(problem.userExtraFile).filter(([name]) => isPlainFileName(name));
  await writeFiles(dir, Object.fromEntries(extraFiles));
  // The source's bytes exactly as submitted (NUL and all): the compiler decides what they mean.
  const source = programTextBytes(code);
  // Java's file and class are named after the source's own classes.
  const files = programFiles(language, source);
  await writeFiles(dir, { [files.sourceFile]: source });
  const argv = expandArgv(language.run.argv, {
    src: [files.sourceFile],
    exe: files.exeFile,
    maxMemoryMb: runMemoryMb(language, problem),
    javaHome: await javaHome(),
    mainClass: files.mainClass,
  });
  const program = { language, dir, argv, limits: programLimits(language, problem), outDir };
  const compile = () =>
    compileProgram(pool, {
      language,
      dir,
      sources: [files.sourceFile],
      exe: files.exeFile,
      logPrefix: path.join(outDir, 'program'),
    });
  return { program, compile };
}
