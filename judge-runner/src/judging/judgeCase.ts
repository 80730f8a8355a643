import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type FinalVerdict,
  ProblemType,
  type ProgramText,
  SubmissionStatus,
  type TestCase,
} from '@oj/events';
import type { RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { casePoints } from './caseModes';
import type { BuiltChecker } from './checkerBuild';
import type { CheckerOutcome } from './checkerOutcome';
import { compareOutput } from './compareOutput';
import { OUTPUT_LIMIT_BYTES } from './limits';
import { multiPassRun } from './multiPass';
import type { PreparedProgram } from './preparedProgram';
import { type CaseFiles, type CasePlaces, runChecker } from './runChecker';
import { programRunFailure, runTime } from './runFailure';
import { runInteractor } from './runInteractor';
import { runProgram } from './runProgram';
import {
  CASE_MESSAGE_BYTES,
  CASE_OUTPUT_BYTES,
  type CaseVerdict,
  type JudgeTask,
  type TestDataSource,
} from './types';
import { excerptOf, readCapped, readExcerpt, textExcerpt } from './workspace';

/** Everything the cases of one submission share. */
export interface Judging {
  pool: SandboxPool;
  task: JudgeTask;
  data: TestDataSource;
  program: PreparedProgram;
  /** The checker or interactor the judge mode needs, built; null for the default comparison. */
  checker: BuiltChecker | null;
  /** The submission's folder: box folders of its cases go here. */
  dir: string;
}

export interface CaseJudgement {
  verdict: CaseVerdict;
  /** Why the case is SE, for admins; null otherwise. */
  systemError: string | null;
}

/** Runs and checks one case (by its index in the problem's test cases). */
export async function judgeCase(judging: Judging, index: number): Promise<CaseJudgement> {
  const testCase = judging.task.problem.testCases[index];
  if (!testCase) throw new Error(`no test case ${index + 1}`);
  const base = caseBase(testCase, index);
  const files = await caseData(judging.data, testCase);
  if (typeof files === 'string')
    return { verdict: { ...base, status: SubmissionStatus.systemError }, systemError: files };
  const places = {
    boxParent: judging.dir,
    logPrefix: path.join(judging.program.outDir, `case-${index + 1}`),
  };
  const points = caseScore(judging, testCase);
  const run =
    judging.checker && judging.checker.passes > 1
      ? await multiPassRun(judging, judging.checker, files, points, places)
      : judging.task.problem.judgeMode === 'interactive'
        ? await interactiveRun(judging, files, points, places)
        : await standardRun(judging, files, points, places);
  const { outcome, result } = run;
  const verdict: CaseVerdict = {
    ...base,
    status: outcome.status,
    time: runTime(result),
    memory: result.memory_kb,
    score:
      judging.task.problem.type === ProblemType.oi
        ? casePoints(outcome.status, outcome.fraction, testCase.score)
        : 0,
    userOutput: run.userOutput,
    message: textExcerpt(outcome.message, CASE_MESSAGE_BYTES),
  };
  return { verdict, systemError: outcome.systemError };
}

/** A case as it is before it runs (also what a cancelled case stays). */
export function caseBase(
  testCase: TestCase,
  index: number,
): Omit<CaseVerdict, 'status'> & { status: FinalVerdict } {
  return {
    seq: index + 1,
    inputName: testCase.inputName,
    outputName: testCase.outputName,
    groupNum: testCase.groupNum,
    status: SubmissionStatus.cancelled,
    time: 0,
    memory: 0,
    score: 0,
    userOutput: '',
    message: '',
  };
}

/** The case's input and answer files, or why they cannot be had. */
async function caseData(
  data: TestDataSource,
  testCase: TestCase,
): Promise<Omit<CaseFiles, 'output'> | string> {
  const [input, answer] = await Promise.allSettled([data.file(testCase.input), data.file(testCase.output)]);
  const missing = (name: string, sha256: string, error: unknown) =>
    `test data ${name} (${sha256}) is missing: ${error instanceof Error ? error.message : String(error)}`;
  if (input.status === 'rejected') return missing(testCase.inputName, testCase.input, input.reason);
  if (answer.status === 'rejected') return missing(testCase.outputName, testCase.output, answer.reason);
  return { input: input.value, answer: answer.value };
}

/** The case's points on OI problems (validators may give a part of them); null on ACM problems. */
function caseScore(judging: Judging, testCase: TestCase): number | null {
  return judging.task.problem.type === ProblemType.oi ? testCase.score : null;
}

export interface CaseRun {
  result: RunResult;
  outcome: CheckerOutcome;
  userOutput: ProgramText;
}

async function standardRun(
  judging: Judging,
  files: Omit<CaseFiles, 'output'>,
  points: number | null,
  places: CasePlaces,
): Promise<CaseRun> {
  const { pool, program, task } = judging;
  const run = await runProgram(pool, program, task.problem, files.input, path.basename(places.logPrefix));
  const failure = await programRunFailure(run, program.language);
  if (failure) {
    const userOutput = await readExcerpt(run.output, CASE_OUTPUT_BYTES);
    return { result: run.result, userOutput, outcome: { ...failure, fraction: 0 } };
  }
  const caseFiles = { ...files, output: run.output };
  if (task.problem.judgeMode === 'spj') {
    const userOutput = await readExcerpt(run.output, CASE_OUTPUT_BYTES);
    return {
      result: run.result,
      userOutput,
      outcome: await specialJudge(judging, caseFiles, points, places),
    };
  }
  return { result: run.result, ...(await defaultComparison(caseFiles, task.problem.isRemoveEndBlank)) };
}

async function specialJudge(
  judging: Judging,
  files: CaseFiles,
  points: number | null,
  places: CasePlaces,
): Promise<CheckerOutcome> {
  return runChecker(judging.pool, checkerOf(judging), files, points, places);
}

/** The default comparison, and the output's excerpt from the same read (one read of the output per case). */
async function defaultComparison(
  files: CaseFiles,
  removeEndBlank: boolean,
): Promise<{ outcome: CheckerOutcome; userOutput: ProgramText }> {
  const [output, answer] = await Promise.all([
    readCapped(files.output, OUTPUT_LIMIT_BYTES),
    readFile(files.answer),
  ]);
  const status = compareOutput(output?.data ?? Buffer.alloc(0), answer, removeEndBlank);
  return {
    outcome: {
      status,
      fraction: status === SubmissionStatus.accepted ? 1 : 0,
      message: '',
      systemError: null,
    },
    userOutput: excerptOf(output, CASE_OUTPUT_BYTES),
  };
}

async function interactiveRun(
  judging: Judging,
  files: Omit<CaseFiles, 'output'>,
  points: number | null,
  places: CasePlaces,
): Promise<CaseRun> {
  return runInteractor(judging.pool, judging.program, checkerOf(judging), files, points, places);
}

/** judgeSubmission refuses a special or interactive judge mode without a checker before any case runs. */
function checkerOf(judging: Judging): BuiltChecker {
  if (!judging.checker) throw new Error(`judge mode ${judging.task.problem.judgeMode} without a checker`);
  return judging.checker;
}
