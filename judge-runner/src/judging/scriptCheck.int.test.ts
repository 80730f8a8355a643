import { readdir } from 'node:fs/promises';
import { programTextFromString, SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { findLeftovers, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { useJudgeHarness } from './testSupport/judgeHarness';
import { testProblem } from './testSupport/testDataStore';
import type { JudgeObserver } from './types';

/**
 * A script language's cases run beside its syntax check (judgeSubmission's judgeBesideSyntaxCheck): the
 * verdicts and what the observer hears must be what checking first and running after gave.
 */
const range: SlotRange = { firstSlot: 1000, maxSlots: 2, uidBase: 61000 };
const harness = useJudgeHarness(range, 'oj-script-check-');
const { accepted: AC, wrongAnswer: WA, compileError: CE } = SubmissionStatus;

/** Every call the observer gets, in order. */
function recording() {
  const calls: string[] = [];
  const observer: JudgeObserver = {
    compiling: () => calls.push('compiling'),
    judging: () => calls.push('judging'),
    caseJudged: async (c) => {
      calls.push(`case ${c.seq} ${c.status}`);
    },
  };
  return { calls, observer };
}

async function doubling(count: number) {
  const cases = Array.from({ length: count }, (_, i) => ({ input: `${i}\n`, output: `${2 * i}\n` }));
  return testProblem(await harness.store.cases(cases));
}

describe('Python: cases beside the syntax check', () => {
  it('a good program: judging, then every case in order, and its verdict', async () => {
    const { calls, observer } = recording();
    const problem = await doubling(6);
    const verdict = await harness.judge(
      programTextFromString('print(2 * int(input()))\n'),
      'Python3',
      problem,
      observer,
    );
    expect(verdict.status).toBe(AC);
    expect(verdict.cases.map((c) => c.status)).toEqual(Array(6).fill(AC));
    expect(calls).toEqual(['compiling', 'judging', ...[1, 2, 3, 4, 5, 6].map((seq) => `case ${seq} ${AC}`)]);
  });

  it('a wrong answer on some cases is judged as before', async () => {
    const { calls, observer } = recording();
    const problem = await doubling(3);
    const code = 'n = int(input())\nprint(2 * n if n != 1 else 0)\n';
    const verdict = await harness.judge(programTextFromString(code), 'Python3', problem, observer);
    expect(verdict.status).toBe(WA);
    expect(verdict.cases.map((c) => c.status)).toEqual([AC, WA, AC]);
    expect(calls).toEqual(['compiling', 'judging', `case 1 ${AC}`, `case 2 ${WA}`, `case 3 ${AC}`]);
  });

  it('a syntax error is CE with no case, and nobody heard of the cases that ran beside the check', async () => {
    const { calls, observer } = recording();
    const problem = await doubling(4);
    const verdict = await harness.judge(programTextFromString('print(2 *\n'), 'Python3', problem, observer);
    expect(verdict).toMatchObject({ status: CE, cases: [], systemError: null });
    expect(verdict.errorMessage).toMatch(/SyntaxError/);
    expect(calls).toEqual(['compiling']);
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind, and no submission folder', async () => {
    await harness.pool.close();
    expect(await findLeftovers(range, [harness.workDir])).toEqual(noLeftovers);
    expect(await readdir(harness.workDir)).toEqual([]);
  });
});
