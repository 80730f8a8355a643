import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import type { BuiltChecker } from './checkerBuild';
import {
  type CheckerOutcome,
  hojCheckerOutcome,
  kattisValidatorOutcome,
  type ValidatorRun,
} from './checkerOutcome';
import { CHECKER_LIMITS } from './limits';
import { copyFileInto, copyInto, makeTempDir, readCapped } from './workspace';

/** Where a case's files are: test input and answer from the data source, the program's output. */
export interface CaseFiles {
  input: string;
  answer: string;
  output: string;
}

/** What the checker's box folder holds besides the checker's own files; arguments are relative to /box. */
export const CHECKER_FILES = { input: 'case.in', answer: 'case.ans', userOutput: 'user.out' } as const;
/** Where a case's boxes and logs go: `boxParent` holds box folders, `logPrefix` names captured streams
 *  (in a folder no box can write). */
export interface CasePlaces {
  boxParent: string;
  logPrefix: string;
}

/** Kattis validators write their feedback files here (the box's folder, the only one they may write). */
export const FEEDBACK_DIR = '/box/';
const FEEDBACK_BYTES = 64 << 10;

/**
 * Runs a special judge on one case in a writable box holding a copy of the checker, the input, the answer
 * and the program's output. 'hoj': `checker input user_output answer`; 'kattis': `validator input answer
 * feedback_dir/ < user_output`. `caseScore` is the case's points on OI problems (null for ACM), for
 * validator-given scores.
 */
export async function runChecker(
  pool: SandboxPool,
  checker: BuiltChecker,
  files: CaseFiles,
  caseScore: number | null,
  places: CasePlaces,
): Promise<CheckerOutcome> {
  const dir = await checkerBox(checker, files, places.boxParent);
  try {
    return await checkInBox(pool, checker, dir, files.output, caseScore, places.logPrefix);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the checker on `output` in a box checkerBox made (a multi-pass case keeps one for every pass). */
export async function checkInBox(
  pool: SandboxPool,
  checker: BuiltChecker,
  dir: string,
  output: string,
  caseScore: number | null,
  logPrefix: string,
): Promise<CheckerOutcome> {
  await copyFileInto(output, dir, CHECKER_FILES.userOutput);
  const { input, answer, userOutput } = CHECKER_FILES;
  const kattis = checker.protocol === 'kattis';
  const args = kattis ? [input, answer, FEEDBACK_DIR, ...checker.args] : [input, userOutput, answer];
  const [stdout, stderr] = [`${logPrefix}.checker.out`, `${logPrefix}.checker.err`];
  const result = await pool.run({
    argv: [...checker.argv, ...args],
    dir,
    writable: true,
    stdin: kattis ? output : null,
    stdout,
    stderr,
    limits: CHECKER_LIMITS,
  });
  return await checkerOutcome(checker, { result, stdout, stderr }, dir, caseScore);
}

/** A fresh writable folder (in `parent`) with the checker's files, the input and the answer. */
export async function checkerBox(
  checker: BuiltChecker,
  files: Pick<CaseFiles, 'input' | 'answer'>,
  parent: string,
): Promise<string> {
  const dir = await makeTempDir(parent, 'checker-');
  await copyInto(checker.dir, dir);
  await copyFileInto(files.input, dir, CHECKER_FILES.input);
  await copyFileInto(files.answer, dir, CHECKER_FILES.answer);
  return dir;
}

/** Reads what the checker left (its streams, Kattis feedback files) and maps its exit to the case's outcome. */
export async function checkerOutcome(
  checker: BuiltChecker,
  run: { result: RunResult; stdout: string | null; stderr: string },
  dir: string,
  caseScore: number | null,
): Promise<CheckerOutcome> {
  const bytes = async (file: string | null) =>
    file === null ? null : ((await readCapped(file, FEEDBACK_BYTES))?.data ?? null);
  const text = async (file: string) => (await bytes(file))?.toString('utf8') ?? null;
  const streams = {
    result: run.result,
    stdout: (await bytes(run.stdout)) ?? Buffer.alloc(0),
    stderr: (await bytes(run.stderr)) ?? Buffer.alloc(0),
  };
  if (checker.protocol === 'hoj') return hojCheckerOutcome(streams);
  const scoreFile = await text(path.join(dir, 'score.txt'));
  const share = checker.scoreFile === 'share';
  const validatorRun: ValidatorRun = {
    ...streams,
    judgeMessage: (await bytes(path.join(dir, 'judgemessage.txt'))) ?? Buffer.alloc(0),
    scoreFile: share ? null : scoreFile,
    // The 2023-07 draft's score.txt is what the 2025 text calls score_multiplier.txt.
    scoreMultiplierFile: (await text(path.join(dir, 'score_multiplier.txt'))) ?? (share ? scoreFile : null),
  };
  return kattisValidatorOutcome(validatorRun, caseScore);
}
