import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SubmissionStatus } from '@oj/events';
import type { RunResult } from '../sandbox/protocol';
import type { BuiltChecker } from './checkerBuild';
import type { CheckerOutcome } from './checkerOutcome';
import type { CaseRun, Judging } from './judgeCase';
import { OUTPUT_LIMIT_BYTES } from './limits';
import { type CaseFiles, type CasePlaces, CHECKER_FILES, checkerBox, checkInBox } from './runChecker';
import { programRunFailure, runFailure } from './runFailure';
import { runInteractor } from './runInteractor';
import { runProgram } from './runProgram';
import { CASE_OUTPUT_BYTES } from './types';
import { copyFileInto, readCapped, readExcerpt } from './workspace';

/** What the validator writes in its feedback folder to ask for another pass (notes §1.9). */
const NEXT_PASS = 'nextpass.in';

/**
 * A multi-pass case (2023-07 `multi-pass`, legacy `custom multi-pass`): the program runs, the validator
 * judges; a validator that accepts and leaves `nextpass.in` gets the program run again on that input (and
 * is itself given it as the input file), up to the problem's passes. The feedback folder persists across
 * passes. A `nextpass.in` left with a rejection, or a request for a pass beyond the limit, is the
 * validator's failure (SE). Limits apply per pass; the case's time and memory are its most demanding pass.
 * Interactive problems run each pass as an interaction.
 */
export async function multiPassRun(
  judging: Judging,
  checker: BuiltChecker,
  files: Omit<CaseFiles, 'output'>,
  points: number | null,
  places: CasePlaces,
): Promise<CaseRun> {
  const box = await checkerBox(checker, files, places.boxParent);
  const nextPass = path.join(box, NEXT_PASS);
  let input = files.input;
  let heaviest: RunResult | null = null;
  try {
    for (let pass = 1; ; pass++) {
      const passPlaces = { ...places, logPrefix: `${places.logPrefix}-pass${pass}` };
      const run = await onePass(judging, checker, { ...files, input }, box, points, passPlaces);
      heaviest = heavier(heaviest, run.result);
      const next = await readCapped(nextPass, OUTPUT_LIMIT_BYTES);
      const { status } = run.outcome;
      if (!next || run.programFailed || status === SubmissionStatus.systemError)
        return { ...run, result: heaviest };
      if (status !== SubmissionStatus.accepted && status !== SubmissionStatus.partialAccepted) {
        return failedRun(run, heaviest, `the validator wrote ${NEXT_PASS} but did not accept pass ${pass}`);
      }
      if (pass >= checker.passes) {
        return failedRun(
          run,
          heaviest,
          `the validator asked for pass ${pass + 1} of at most ${checker.passes}`,
        );
      }
      if (!next.complete) return failedRun(run, heaviest, `${NEXT_PASS} is over ${OUTPUT_LIMIT_BYTES} bytes`);
      input = `${passPlaces.logPrefix}.next.in`;
      await writeFile(input, next.data, { mode: 0o644 });
      await rm(nextPass, { force: true });
      await copyFileInto(input, box, CHECKER_FILES.input);
    }
  } finally {
    await rm(box, { recursive: true, force: true });
  }
}

type PassRun = CaseRun & { programFailed: boolean };

async function onePass(
  judging: Judging,
  checker: BuiltChecker,
  files: Omit<CaseFiles, 'output'>,
  box: string,
  points: number | null,
  places: CasePlaces,
): Promise<PassRun> {
  const { pool, program, task } = judging;
  if (task.problem.judgeMode === 'interactive') {
    const run = await runInteractor(pool, program, checker, files, points, places, box);
    return { ...run, programFailed: runFailure(run.result) !== null };
  }
  const run = await runProgram(pool, program, task.problem, files.input, path.basename(places.logPrefix));
  const userOutput = await readExcerpt(run.output, CASE_OUTPUT_BYTES);
  const failure = await programRunFailure(run, program.language);
  if (failure) {
    return { result: run.result, userOutput, outcome: { ...failure, fraction: 0 }, programFailed: true };
  }
  const outcome = await checkInBox(pool, checker, box, run.output, points, places.logPrefix);
  return { result: run.result, userOutput, outcome, programFailed: false };
}

function heavier(kept: RunResult | null, result: RunResult): RunResult {
  if (!kept) return result;
  return {
    ...result,
    cpu_ms: Math.max(kept.cpu_ms, result.cpu_ms),
    wall_ms: Math.max(kept.wall_ms, result.wall_ms),
    memory_kb: Math.max(kept.memory_kb, result.memory_kb),
  };
}

function failedRun(run: CaseRun, result: RunResult, why: string): CaseRun {
  const outcome: CheckerOutcome = {
    status: SubmissionStatus.systemError,
    fraction: 0,
    message: run.outcome.message,
    systemError: why,
  };
  return { ...run, result, outcome };
}
