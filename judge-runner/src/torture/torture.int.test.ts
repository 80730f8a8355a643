import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type JudgeProgram,
  type LanguageConfig,
  programTextOf,
  SubmissionStatus,
  shownProgramText,
} from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeSubmission } from '../judging/judgeSubmission';
import { TestDataStore, testProblem } from '../judging/testSupport/testDataStore';
import type { JudgedProblem, JudgeResult } from '../judging/types';
import { buildSandbox } from '../sandbox/binary';
import { SandboxPool } from '../sandbox/sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { type TortureProblem, type TortureProgram, tortureSet, type Verdict } from './manifest';

/**
 * The torture set (./manifest.ts): hostile, odd and correct programs in every language, each judged for
 * real by the whole pipeline (compile, run in the sandbox, compare) and expected to get its label.
 * The machine must be as it was afterwards.
 */

const range: SlotRange = { firstSlot: 400, maxSlots: 4, uidBase: 61000 };
const programs = fileURLToPath(new URL('./programs/', import.meta.url));
const toleranceChecker = fileURLToPath(new URL('./checkers/tolerance.c', import.meta.url));
/** Where ac-write-outside.c tries to write, as the host sees them. */
const escapes = ['/oj-torture-escape', '/etc/oj-torture-escape', '/usr/oj-torture-escape'];

let pool: SandboxPool;
let store: TestDataStore;
let workDir: string;
let problems: Record<TortureProblem, JudgedProblem>;
const judged: Verdict[] = [];

/** A+B: small, negative, past 32 bits, zero, and a sum that overflows an int. */
const abCases = [
  { input: '2 3\n', output: '5\n' },
  { input: '-7 10\n', output: '3\n' },
  { input: '123456789012 987654321098\n', output: '1111111110110\n' },
  { input: '0 0\n', output: '0\n' },
  { input: '1000000000 1000000000\n', output: '2000000000\n' },
];
const divideCases = [
  { input: '1 3\n', output: '0.333333333333\n' },
  { input: '22 7\n', output: '3.142857142857\n' },
  { input: '-5 2\n', output: '-2.5\n' },
  { input: '1000000 3\n', output: '333333.333333333\n' },
];

beforeAll(async () => {
  await buildSandbox();
  [pool, store, workDir] = await Promise.all([
    SandboxPool.start({ slots: range.maxSlots, ...range }),
    TestDataStore.create(),
    makeWorkDir('oj-torture-work-'),
  ]);
  const [cases, divided] = await Promise.all([store.cases(abCases), store.cases(divideCases)]);
  const checker: JudgeProgram = {
    protocol: 'hoj',
    language: 'C',
    files: [{ name: 'tolerance.c', content: await readFile(toleranceChecker, 'utf8') }],
  };
  problems = {
    // Stops at the first case that is not AC: the same verdicts, and a TLE costs one case, not five.
    ab: testProblem(cases, { judgeCaseMode: 'ergodic_without_error' }),
    abStrict: testProblem(cases, { isRemoveEndBlank: false }),
    abSmallMemory: testProblem(cases, { judgeCaseMode: 'ergodic_without_error', memoryLimit: 64 }),
    divide: testProblem(divided, { judgeMode: 'spj', checker }),
  };
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([store?.remove(), workDir && rm(workDir, { recursive: true, force: true })]);
  const counts = new Map<Verdict, number>();
  for (const verdict of judged) counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  const figures = [...counts].map(([verdict, count]) => `${verdict} ${count}`).join(', ');
  const gaps = tortureSet.filter((p) => p.today).map((p) => `${p.file} is ${p.today?.verdict} today`);
  console.log(
    `torture set: ${judged.length} of ${tortureSet.length} programs judged as labelled (${figures})`,
  );
  console.log(`known gaps: ${gaps.join('; ') || 'none'}`);
});

function language(name: string): LanguageConfig {
  const found = defaultLanguages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
}

async function judge(program: TortureProgram): Promise<JudgeResult> {
  // Bytes, not text: one source ends in binary bytes.
  const code = programTextOf(await readFile(`${programs}${program.file}`));
  const task = {
    code,
    language: language(program.language),
    problem: problems[program.problem],
    checkerLanguages: defaultCheckerLanguages,
  };
  return judgeSubmission(pool, task, store, {}, { workDir });
}

const statusName = (status: number) =>
  Object.entries(SubmissionStatus).find(([, code]) => code === status)?.[0] ?? String(status);

describe.concurrent('every program of the torture set gets its label', () => {
  for (const program of tortureSet) {
    const gap = program.today ? ` (today ${program.today.verdict}: ${program.today.gap})` : '';
    it(`${program.file} (${program.language}, ${program.problem}) is ${program.verdict}${gap}: ${program.why}`, async () => {
      const verdict = await judge(program);
      const shown = `${shownProgramText(verdict.errorMessage)} ${verdict.cases.map((c) => c.message).join(' | ')}`;
      expect(statusName(verdict.status), shown).toBe(program.today?.verdict ?? program.verdict);
      expect(verdict.systemError).toBeNull();
      if (program.message) {
        const failed = verdict.cases.find((c) => c.status === verdict.status);
        expect(failed?.message).toMatch(program.message);
      }
      if (!program.today) judged.push(program.verdict);
    });
  }
});

describe('afterwards', () => {
  it('every program file is labelled, and every label has its file', async () => {
    const files = (await readdir(programs)).sort();
    expect([...new Set(tortureSet.map((p) => p.file))].sort()).toEqual(files);
  });

  it('nothing was written outside the box, and no process, cgroup or mount is left', async () => {
    expect(escapes.filter((file) => existsSync(file))).toEqual([]);
    await pool.close();
    expect(await findLeftovers(range, [workDir])).toEqual(noLeftovers);
  });
});
