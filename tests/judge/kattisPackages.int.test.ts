import { rm } from 'node:fs/promises';
import { SubmissionStatus } from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import {
  buildSandbox,
  type JudgedProblem,
  type JudgeResult,
  judgeSubmission,
  SandboxPool,
} from '@oj/judge-runner';
import { importIcpcZip, listPackageSubmissions, type PackageSubmission } from '@oj/server';
import { kattisPackages, packageFiles, text, zipPackages } from '@oj/server/testFixtures';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestDataStore } from '../../judge-runner/src/judging/testSupport/testDataStore';
import { findLeftovers, makeWorkDir, noLeftovers } from '../../judge-runner/src/sandbox/testSupport/fixtures';

/**
 * The Kattis example packages (hello, different, guess, oddecho) imported as our problems, and every example
 * submission in a language we judge (C, C++, Java, Python 3; not Python 2 or the rest) judged in the real
 * sandbox: the verdict must be the one its folder names. Deliberate differences from Kattis:
 * - the packages have no time limit (problemtools derives one from the accepted runs): 2 s here (hello: 5 s),
 *   twice that for Java and Python as for every problem of ours;
 * - pass-fail problems are judged with ergodic_without_error: Kattis's default `on_reject: break`, and the
 *   verdict (the first failing case) is the same as running every case, only sooner;
 * - hello's memory_limit.cc (run_time_error) touches 512 MiB under a 512 MiB limit: our sandbox sees the
 *   memory limit hit and says MLE, which Kattis reports as a run-time error (CCS maps MLE to RTE);
 * - different's slow_accepted different_slow.py spends about 5 s of CPU per input line (100 million Python
 *   loop steps; secret/01 has 40 lines, over 200 s): no limit a test can afford lets it through, so it
 *   must end in TLE, not in a wrong verdict;
 * - Java submissions name their class after the file (hello, Different, guess); ours must be Main, so the
 *   class is renamed before submitting.
 * hello is also judged as two packages the importer once refused, and its submissions must keep their
 * labels there: with every default validator flag (our build of the default validator), and with its only
 * case moved to data/sample (judged on the samples).
 */

const range = { firstSlot: 210, maxSlots: 4, uidBase: 61000 };
const TIME_LIMIT_MS = 2000;
/** hello's memory_limit.cc spends 1-2 s of CPU (page faults and reclaim near the limit) before the memory
 *  limit stops it: with more time it is MLE every time, not TLE under load. hello has no TLE submission. */
const TIME_LIMITS: Record<string, number> = { hello: 5000, 'hello-flags': 5000, 'hello-samples': 5000 };
const { accepted: AC, wrongAnswer: WA, timeLimitExceeded: TLE, runtimeError: RE } = SubmissionStatus;
const { memoryLimitExceeded: MLE, partialAccepted: PA } = SubmissionStatus;

/** Our language for each language the submissions list gives. */
const LANGUAGES: Record<string, string> = {
  C: 'C With O2',
  'C++': 'C++ 17 With O2',
  Java: 'Java',
  Python3: 'Python3',
};
const EXPECTED: Record<string, { status: number; score?: number }> = {
  accepted: { status: AC },
  slow_accepted: { status: AC },
  wrong_answer: { status: WA },
  time_limit_exceeded: { status: TLE },
  run_time_error: { status: RE },
  partially_accepted: { status: PA },
};
/** Where our verdict differs from the folder's name (see above). */
const EXCEPTIONS: Record<string, { status: number; score?: number }> = {
  'hello/submissions/run_time_error/memory_limit.cc': { status: MLE },
  'different/submissions/slow_accepted/different_slow.py': { status: TLE },
  'oddecho/submissions/partially_accepted/sol.py': { status: PA, score: 50 },
};

const zip = zipPackages(...kattisPackages);

/** hello changed: problem.yaml given validator flags, or its secret case moved to data/sample. */
function helloVariants(): Uint8Array {
  const flags = packageFiles('hello', 'hello-flags/');
  flags['hello-flags/problem.yaml'] = text(
    'name: Hello World!\nlimits:\n  memory: 512\nvalidator_flags: case_sensitive space_change_sensitive float_tolerance 1E-6\n',
  );
  const samples = packageFiles('hello', 'hello-samples/');
  for (const name of ['hello.in', 'hello.ans']) {
    samples[`hello-samples/data/sample/${name}`] = samples[`hello-samples/data/secret/${name}`] ?? text('');
    delete samples[`hello-samples/data/secret/${name}`];
  }
  return zipSync({ ...flags, ...samples });
}
const VARIANTS: Record<string, string[]> = { hello: ['hello-flags', 'hello-samples'] };
const imported = [...(await importIcpcZip(zip)), ...(await importIcpcZip(helloVariants()))];
/** Single-file submissions in our languages. */
const submissions = (await listPackageSubmissions(zip)).filter(
  (submission) => submission.path === submission.submission && LANGUAGES[submission.language ?? ''],
);

let pool: SandboxPool;
let store: TestDataStore;
let workDir: string;
const problems = new Map<string, JudgedProblem>();

beforeAll(async () => {
  await buildSandbox();
  [pool, store, workDir] = await Promise.all([
    SandboxPool.start({ slots: 2, ...range }),
    TestDataStore.create(),
    makeWorkDir('oj-kattis-work-'),
  ]);
  for (const { fields, testCases } of imported) {
    const cases = await store.cases(testCases);
    const names = testCases.map(({ inputName, outputName }) => ({ inputName, outputName }));
    problems.set(fields.problemId, {
      ...fields,
      timeLimit: TIME_LIMITS[fields.problemId] ?? TIME_LIMIT_MS,
      judgeCaseMode: fields.type === 0 ? 'ergodic_without_error' : fields.judgeCaseMode,
      testCases: cases.map((testCase, index) => ({ ...testCase, ...names[index] })),
    });
  }
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([store?.remove(), workDir && rm(workDir, { recursive: true, force: true })]);
});

/** Java's public class must be Main here: the file's class is renamed. */
function ourSource(submission: PackageSubmission): string {
  if (submission.language !== 'Java') return submission.source;
  const name = /public\s+class\s+(\w+)/.exec(submission.source)?.[1];
  return name ? submission.source.replace(new RegExp(`\\b${name}\\b`, 'g'), 'Main') : submission.source;
}

function describeVerdict(verdict: JudgeResult): string {
  const cases = verdict.cases.map((c) => `${c.inputName}:${c.status}${c.message ? ` (${c.message})` : ''}`);
  return [verdict.errorMessage, verdict.systemError, ...cases].filter(Boolean).join('\n');
}

describe('the Kattis example packages', () => {
  it('are all imported, with submissions in our languages', () => {
    const variants = Object.values(VARIANTS).flat();
    expect(imported.map((problem) => problem.fields.problemId).sort()).toEqual(
      [...kattisPackages, ...variants].sort(),
    );
    expect(problems.get('hello-flags')?.checker?.args).toEqual([
      'case_sensitive',
      'space_change_sensitive',
      'float_tolerance',
      '1E-6',
    ]);
    expect(imported.find((problem) => problem.fields.problemId === 'hello-samples')?.notes).toHaveLength(1);
    expect(submissions.length).toBeGreaterThan(25);
  });
});

describe.concurrent('their submissions get the verdict their folder names', () => {
  const runs = submissions.flatMap((submission) =>
    [submission.problemId, ...(VARIANTS[submission.problemId] ?? [])].map((problemId) => ({
      submission,
      problemId,
    })),
  );
  for (const { submission, problemId } of runs) {
    const file = submission.path;
    const expected = EXCEPTIONS[file] ?? EXPECTED[submission.expectedVerdict];
    const where = problemId === submission.problemId ? '' : ` judged as ${problemId}`;
    it(`${file}${where} (${submission.language}) is ${JSON.stringify(expected)}`, {
      timeout: 150_000,
    }, async () => {
      if (!expected) throw new Error(`no expected verdict for ${submission.expectedVerdict}`);
      const problem = problems.get(problemId);
      const language = defaultLanguages.find(
        (candidate) => candidate.name === LANGUAGES[submission.language ?? ''],
      );
      if (!problem || !language) throw new Error(`no problem or language for ${file}`);
      const task = {
        code: ourSource(submission),
        language,
        problem,
        checkerLanguages: defaultCheckerLanguages,
      };
      const verdict = await judgeSubmission(pool, task, store, {}, { workDir });
      expect(verdict.status, describeVerdict(verdict)).toBe(expected.status);
      if (problem.type === 1) {
        expect(verdict.score).toBe(expected.score ?? (expected.status === AC ? 100 : verdict.score));
      }
    });
  }
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await pool.close();
    expect(await findLeftovers(range, [workDir])).toEqual(noLeftovers);
  });
});
