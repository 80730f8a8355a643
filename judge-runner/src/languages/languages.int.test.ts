import { rm } from 'node:fs/promises';
import { type LanguageConfig, SubmissionStatus, shownProgramText } from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeSubmission } from '../judging/judgeSubmission';
import { TestDataStore, testProblem } from '../judging/testSupport/testDataStore';
import type { JudgedProblem, JudgeResult } from '../judging/types';
import { buildSandbox } from '../sandbox/binary';
import { SandboxPool } from '../sandbox/sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { missingLanguages } from './languageProbe';
import { javaNamings, languagePrograms } from './testSupport/languagePrograms';

/**
 * Every default language judged for real in the sandbox, as installed from Debian's packages by .ci/run
 * and the Dockerfile: A+B is AC, a wrong answer WA, a busy loop TLE, a syntax error CE.
 * Then Java sources named as users name them (a class named after its file, a package line).
 */

const range: SlotRange = { firstSlot: 360, maxSlots: 4, uidBase: 61000 };
const { accepted: AC, wrongAnswer: WA, timeLimitExceeded: TLE, compileError: CE } = SubmissionStatus;

let pool: SandboxPool;
let store: TestDataStore;
let workDir: string;
let problem: JudgedProblem;

beforeAll(async () => {
  await buildSandbox();
  [pool, store, workDir] = await Promise.all([
    SandboxPool.start({ slots: range.maxSlots, ...range }),
    TestDataStore.create(),
    makeWorkDir('oj-languages-work-'),
  ]);
  // One judging per program (compiles cost the most): two sums, one answer file off by one (WA), and a
  // negative a, on which the program spins forever (TLE; twice the limit for all but C and C++).
  const cases = await store.cases([
    { input: '2 3\n', output: '5\n' },
    { input: '123456789012 -1\n', output: '123456789011\n' },
    { input: '2 3\n', output: '6\n' },
    { input: '-1 0\n', output: '-1\n' },
  ]);
  problem = testProblem(cases, { timeLimit: 500 });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([store?.remove(), workDir && rm(workDir, { recursive: true, force: true })]);
});

function judge(code: string, language: LanguageConfig, problem: JudgedProblem): Promise<JudgeResult> {
  const task = { code, language, problem, checkerLanguages: defaultCheckerLanguages };
  return judgeSubmission(pool, task, store, {}, { workDir });
}

const statuses = (verdict: JudgeResult) => verdict.cases.map((c) => c.status);
const shown = (verdict: JudgeResult) => shownProgramText(verdict.errorMessage);

it('every default language is runnable here: its compiler and runtime are installed where boxes see them', async () => {
  expect(await missingLanguages(defaultLanguages)).toEqual([]);
});

// One concurrent block, so that the pool's slots stay busy across languages (compiles cost the most).
describe.concurrent('each default language', () => {
  for (const language of defaultLanguages) {
    const programs = languagePrograms(language.name);
    const { name, limitFactor } = language;

    it(`${name}: A+B is AC, a wrong answer WA, a busy loop TLE at the time limit`, async () => {
      const verdict = await judge(programs.ab, language, problem);
      expect(statuses(verdict), shown(verdict)).toEqual([AC, AC, WA, TLE]);
      expect(verdict.cases[2]?.userOutput).toBe('5\n');
      expect(verdict.cases[3]?.time).toBeGreaterThanOrEqual(problem.timeLimit * limitFactor);
      expect(verdict.status).toBe(WA);
    });

    it(`${name}: a syntax error is CE, with the compiler's message`, async () => {
      const verdict = await judge(programs.broken, language, problem);
      expect(verdict.status).toBe(CE);
      expect(shown(verdict)).not.toBe('');
      expect(verdict.cases).toEqual([]);
    });
  }
});

describe.concurrent('Java sources named as users name them', () => {
  const java = defaultLanguages.find((language) => language.name === 'Java');
  if (!java) throw new Error('no Java');

  for (const [naming, code] of Object.entries(javaNamings)) {
    it(`${naming} is judged`, async () => {
      const noLoop = { ...problem, testCases: problem.testCases.slice(0, 3) };
      const verdict = await judge(code, java, noLoop);
      expect(statuses(verdict), shown(verdict)).toEqual([AC, AC, WA]);
    });
  }
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await pool.close();
    expect(await findLeftovers(range, [workDir])).toEqual(noLeftovers);
  });
});
