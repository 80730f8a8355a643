import { readdir } from 'node:fs/promises';
import {
  type JudgeProgram,
  ProblemType,
  programTextBytes,
  programTextOf,
  SubmissionStatus,
  shownProgramText,
} from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { describe, expect, it } from 'vitest';
import { findLeftovers, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { abSources, compileBombs } from '../sandbox/testSupport/programs';
import { judgeSubmission } from './judgeSubmission';
import { runTest } from './runTest';
import { defaultLanguage, useJudgeHarness } from './testSupport/judgeHarness';
import {
  alwaysOne,
  behaviour,
  binarySearch,
  crashingChecker,
  extraFileAb,
  factorChecker,
  fileIoAb,
  guessInteractor,
  halfChecker,
  testlibStyleChecker,
} from './testSupport/judgePrograms';
import { testProblem } from './testSupport/testDataStore';
import type { CaseVerdict, JudgedProblem, JudgeResult } from './types';

/**
 * Whole judgings in the real sandbox: small problems made here (test data in a temporary store), every
 * default language, each verdict, the case modes and OI scoring, special judges of both kinds, file IO,
 * extra files, interactive problems, and the judge's own failures (SE, never a wrong verdict).
 */

const range: SlotRange = { firstSlot: 200, maxSlots: 4, uidBase: 61000 };
const { accepted: AC, wrongAnswer: WA, presentationError: PE, compileError: CE } = SubmissionStatus;
const {
  timeLimitExceeded: TLE,
  memoryLimitExceeded: MLE,
  runtimeError: RE,
  systemError: SE,
} = SubmissionStatus;
const { partialAccepted: PA, cancelled: CANCELLED, outputLimitExceeded: OLE } = SubmissionStatus;

const harness = useJudgeHarness(range, 'oj-judge-work-');
const { judge } = harness;
const language = defaultLanguage;

/** A problem whose cases are `behaviour` commands, each answer the command's number. */
async function commandProblem(
  commands: string[],
  changes: Partial<JudgedProblem> = {},
  scores: number[] = [],
) {
  const cases = commands.map((command, index) => ({
    input: `${command}\n`,
    output: `${command.split(' ')[1] ?? ''}\n`,
    score: scores[index] ?? 0,
    groupNum: changes.judgeCaseMode?.startsWith('subtask') ? Number(command.split(' ')[2] ?? 0) : 0,
  }));
  return testProblem(await harness.store.cases(cases), changes);
}

const statuses = (verdict: JudgeResult) => verdict.cases.map((c) => c.status);
const checker = (language: JudgeProgram['language'], name: string, content: string): JudgeProgram => ({
  protocol: 'hoj',
  language,
  files: [{ name, content }],
});

const abCases = [
  { input: '2 3\n', output: '5\n' },
  { input: '-7 10\n', output: '3\n' },
  { input: '123456789012 1\n', output: '123456789013\n' },
];

// The other languages have their own tests (../languages/languages.int.test.ts).
describe.concurrent("A+B in the reference's languages", () => {
  const sources: Record<string, string> = {
    C: abSources.c,
    'C++': abSources.cpp,
    Java: abSources.java,
    Python3: abSources.python,
  };
  const family = (name: string) => name.split(' ')[0] ?? '';
  for (const { name } of defaultLanguages.filter((l) => family(l.name) in sources)) {
    it(`${name} is AC`, async () => {
      const code = sources[family(name)] ?? '';
      const verdict = await judge(code, name, testProblem(await harness.store.cases(abCases)));
      expect(verdict, shownProgramText(verdict.errorMessage)).toMatchObject({
        status: AC,
        score: null,
        errorMessage: '',
      });
      expect(statuses(verdict)).toEqual([AC, AC, AC]);
      expect(verdict.cases[0]).toMatchObject({ seq: 1, inputName: '1.in', userOutput: '5\n' });
      expect(verdict.memory).toBeGreaterThan(0);
    });
  }
});

describe.concurrent('verdicts of a C program', () => {
  it('WA, and PE or AC for trailing blanks depending on remove end blank', async () => {
    const problem = await commandProblem(['ok 1', 'wa 2', 'blank 3']);
    expect(statuses(await judge(behaviour, 'C', problem))).toEqual([AC, WA, AC]);
    const strict = await judge(behaviour, 'C', { ...problem, isRemoveEndBlank: false });
    expect(statuses(strict)).toEqual([AC, WA, PE]);
    expect(strict.status).toBe(WA);
  });

  it('TLE (CPU and wall clock), MLE, RE (exit code and signal)', async () => {
    const problem = await commandProblem(['tle 1', 'sleep 1', 'mle 512', 're 1', 'segv 1'], {
      memoryLimit: 64,
    });
    const verdict = await judge(behaviour, 'C', problem);
    expect(statuses(verdict)).toEqual([TLE, TLE, MLE, RE, RE]);
    expect(verdict.status).toBe(TLE);
    expect(verdict.cases[0]?.time).toBeGreaterThanOrEqual(1000);
    expect(verdict.cases[1]?.time).toBeGreaterThanOrEqual(2000);
    // The loop's TLE is by CPU time, unless other test files starve it of CPU until the wall clock ends it.
    expect(verdict.cases.map((c) => c.message)).toEqual([
      expect.stringMatching(/^Time limit exceeded/),
      'Time limit exceeded (wall clock)',
      'Memory limit exceeded',
      'Exit code 3',
      'Killed by signal 11 (SIGSEGV)',
    ]);
    expect(verdict.time).toBeGreaterThanOrEqual(2000);
  });

  it('an output flood is OLE; a fork bomb is TLE or RE', async () => {
    const verdict = await judge(behaviour, 'C', await commandProblem(['flood 1', 'fork 1']));
    expect(verdict.cases[0]).toMatchObject({ status: OLE, message: 'Output limit exceeded' });
    expect([TLE, RE]).toContain(verdict.cases[1]?.status);
  });

  it('CE with the compiler message, capped', async () => {
    const verdict = await judge('int main(void) { return missing; }\n', 'C', await commandProblem(['ok 1']));
    expect(verdict).toMatchObject({ status: CE, score: null, cases: [], systemError: null });
    expect(verdict.errorMessage).toMatch(/.missing. undeclared/);
    const noisy = `int main() { ${'int x = ;'.repeat(2000)} }`;
    const capped = await judge(noisy, 'C++ 17', await commandProblem(['ok 1']));
    expect(capped.status).toBe(CE);
    expect(programTextBytes(capped.errorMessage).length).toBeLessThanOrEqual(4096 + 4);
  });

  it('a Python syntax error is CE', async () => {
    const verdict = await judge('print(1 +\n', 'Python3', await commandProblem(['ok 1']));
    expect(verdict.status).toBe(CE);
    expect(verdict.errorMessage).toMatch(/SyntaxError/);
  });
});

describe.concurrent('compile bombs end as CE within the compile limits', () => {
  for (const [name, bomb] of Object.entries(compileBombs)) {
    it(`${name}`, async () => {
      const base = language(bomb.file.endsWith('.cpp') ? 'C++' : 'C');
      const compile = base.compile && { ...base.compile, cpuMs: 3000 };
      const task = {
        code: bomb.source,
        language: { ...base, compile },
        problem: await commandProblem(['ok 1']),
        checkerLanguages: defaultCheckerLanguages,
      };
      const started = Date.now();
      const verdict = await judgeSubmission(
        harness.pool,
        task,
        harness.store,
        {},
        { workDir: harness.workDir },
      );
      expect(verdict.status).toBe(CE);
      expect(Date.now() - started).toBeLessThan(20_000);
    });
  }
});

describe.concurrent('case modes and OI scoring', () => {
  const commands = ['ok 1', 'wa 2', 'ok 3'];

  it('ACM default: every case runs, the verdict is the first failure', async () => {
    const verdict = await judge(behaviour, 'C', await commandProblem(['ok 1', 'wa 2', 're 3']));
    expect(statuses(verdict)).toEqual([AC, WA, RE]);
    expect(verdict).toMatchObject({ status: WA, score: null });
  });

  it('ergodic_without_error: the cases after the first failure are cancelled, not run', async () => {
    const problem = await commandProblem(['ok 1', 'wa 2', 'tle 3'], {
      judgeCaseMode: 'ergodic_without_error',
    });
    const verdict = await judge(behaviour, 'C', problem);
    expect(statuses(verdict)).toEqual([AC, WA, CANCELLED]);
    expect(verdict.status).toBe(WA);
    expect(verdict.time).toBeLessThan(1000);
  });

  it('OI default: the sum of the cases, PA; all AC is AC; nothing scored is the first failure', async () => {
    const oi = { type: ProblemType.oi };
    const partial = await judge(behaviour, 'C', await commandProblem(commands, oi, [30, 30, 40]));
    expect(partial).toMatchObject({ status: PA, score: 70 });
    expect(partial.cases.map((c) => c.score)).toEqual([30, 0, 40]);
    const full = await judge(behaviour, 'C', await commandProblem(['ok 1', 'ok 2'], oi, [50, 50]));
    expect(full).toMatchObject({ status: AC, score: 100 });
    const none = await judge(behaviour, 'C', await commandProblem(['re 1', 'wa 2'], oi, [50, 50]));
    expect(none).toMatchObject({ status: RE, score: 0 });
  });

  it('subtask_lowest: groups in order, a group stops at its first zero, scores its minimum', async () => {
    const problem = await commandProblem(
      ['ok 1 2', 'ok 2 1', 'wa 3 2', 'ok 4 1', 'tle 5 2'],
      { type: ProblemType.oi, judgeCaseMode: 'subtask_lowest' },
      [40, 40, 60, 40, 60],
    );
    const verdict = await judge(behaviour, 'C', problem);
    expect(statuses(verdict)).toEqual([AC, AC, WA, AC, CANCELLED]);
    expect(verdict).toMatchObject({ status: PA, score: 40 });
    expect(verdict.cases.map((c) => c.groupNum)).toEqual([2, 1, 2, 1, 2]);
  });

  it('subtask_average: every case runs, each group scores its rounded mean', async () => {
    const problem = await commandProblem(
      ['ok 1 1', 'wa 2 1', 'ok 3 1', 'ok 4 2'],
      { type: ProblemType.oi, judgeCaseMode: 'subtask_average' },
      [50, 50, 50, 50],
    );
    const verdict = await judge(behaviour, 'C', problem);
    expect(statuses(verdict)).toEqual([AC, WA, AC, AC]);
    expect(verdict).toMatchObject({ status: PA, score: 33 + 50 });
  });

  it('tells the observer: compiling, judging, then every case (cancelled ones too)', async () => {
    const calls: string[] = [];
    const seen: CaseVerdict[] = [];
    const problem = await commandProblem(['wa 1', 'ok 2'], { judgeCaseMode: 'ergodic_without_error' });
    await judge(behaviour, 'C', problem, {
      compiling: () => calls.push('compiling'),
      judging: () => calls.push('judging'),
      caseJudged: async (c) => {
        seen.push(c);
      },
    });
    expect(calls).toEqual(['compiling', 'judging']);
    expect(seen.map((c) => [c.seq, c.status])).toEqual([
      [1, WA],
      [2, CANCELLED],
    ]);
  });
});

describe.concurrent('special judges', () => {
  it("'hoj' checker in C++: exit 99 with a percentage is PA with that share of the case score", async () => {
    const problem = await commandProblem(
      ['ok 1', 'wa 2', 'ok 3'],
      { type: ProblemType.oi, judgeMode: 'spj', checker: checker('C++', 'spj.cpp', halfChecker) },
      [20, 30, 50],
    );
    const verdict = await judge(behaviour, 'C', problem);
    expect(statuses(verdict), verdict.systemError ?? '').toEqual([AC, PA, AC]);
    expect(verdict).toMatchObject({ status: PA, score: 20 + 15 + 50 });
  });

  it("a testlib-style checker in Python: testlib's exit codes and messages", async () => {
    const words = ['AC', 'WA', 'PE', 'PTS'];
    const cases = words.map((word) => ({ input: `${word}\n`, output: `${word}\n`, score: 25 }));
    const spj = checker('Python3', 'check.py', testlibStyleChecker);
    const problem = testProblem(await harness.store.cases(cases), {
      type: ProblemType.oi,
      judgeMode: 'spj',
      checker: spj,
    });
    const verdict = await judge('print(input())\n', 'Python3', problem);
    expect(statuses(verdict)).toEqual([AC, WA, PE, PA]);
    expect(verdict.cases.map((c) => c.message)).toEqual([
      'ok all right',
      'wrong answer expected something else',
      'wrong output format Unexpected end of file',
      'points 30 partly right',
    ]);
    expect(verdict).toMatchObject({ status: PA, score: 25 + 7 });
  });

  it("testlib's FAIL is SE with the checker's words for the admin", async () => {
    const spj = checker('Python3', 'check.py', testlibStyleChecker);
    const problem = testProblem(await harness.store.cases([{ input: 'FAIL\n', output: 'x\n' }]), {
      judgeMode: 'spj',
      checker: spj,
    });
    const verdict = await judge('print(input())\n', 'Python3', problem);
    expect(verdict).toMatchObject({ status: SE, score: null });
    expect(verdict.systemError).toMatch(/FAIL the answer file is broken/);
  });

  it('a checker that crashes is SE, with the reason in systemError; later cases are cancelled', async () => {
    const spj = checker('C', 'spj.c', crashingChecker);
    const verdict = await judge(
      behaviour,
      'C',
      await commandProblem(['ok 1', 'ok 2'], { judgeMode: 'spj', checker: spj }),
    );
    expect(verdict).toMatchObject({ status: SE, score: null });
    expect(verdict.systemError).toMatch(/signal 11/);
    expect(statuses(verdict)).toEqual([SE, CANCELLED]);
  });

  it('a checker that does not compile is SE before any case runs', async () => {
    const spj = checker('C', 'spj.c', 'int main( {');
    const verdict = await judge(
      behaviour,
      'C',
      await commandProblem(['ok 1'], { judgeMode: 'spj', checker: spj }),
    );
    expect(verdict).toMatchObject({ status: SE, cases: [] });
    expect(verdict.systemError).toMatch(/does not compile/);
  });
});

describe.concurrent('files', () => {
  it('file IO: the input as ioReadFileName, the output read from ioWriteFileName', async () => {
    const io = { isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' };
    const problem = testProblem(await harness.store.cases(abCases.slice(0, 2)), io);
    expect((await judge(fileIoAb, 'C', problem)).status).toBe(AC);
    // stdin is empty under file IO: the stdin A+B finds no numbers and exits 1.
    expect((await judge(abSources.c, 'C', problem)).status).toBe(RE);
  });

  it('user extra files beside the program, judge extra files beside the checker', async () => {
    const problem = testProblem(await harness.store.cases(abCases), {
      judgeMode: 'spj',
      checker: checker('C', 'factor.c', factorChecker),
      userExtraFile: { 'add.h': 'static long add(long a, long b) { return a + b; }\n' },
      judgeExtraFile: { 'factor.txt': '3\n' },
    });
    const verdict = await judge(extraFileAb, 'C', problem);
    expect(verdict.errorMessage).toBe('');
    expect(statuses(verdict)).toEqual([AC, AC, AC]);
  });

  it('missing test data is SE with the reason in systemError', async () => {
    const [present] = await harness.store.cases([{ input: '1 1\n', output: '2\n' }]);
    if (!present) throw new Error('no case');
    const missing = { ...present, input: 'f'.repeat(64), inputName: 'gone.in' };
    const verdict = await judge(abSources.c, 'C', testProblem([present, missing]));
    expect(verdict).toMatchObject({ status: SE, score: null });
    expect(statuses(verdict)).toEqual([AC, SE]);
    expect(verdict.systemError).toMatch(/gone\.in.*missing/);
  });
});

describe.concurrent('interactive problems', () => {
  async function guessProblem() {
    const interactor = checker('C', 'interactor.c', guessInteractor);
    const cases = await harness.store.cases([
      { input: '500\n', output: '\n' },
      { input: '1\n', output: '\n' },
      { input: '777\n', output: '\n' },
    ]);
    return testProblem(cases, { judgeMode: 'interactive', checker: interactor });
  }

  it("a 'hoj' interactor: a binary search is AC, its guesses kept as the case's output", async () => {
    const verdict = await judge(binarySearch, 'C++', await guessProblem());
    expect(statuses(verdict)).toEqual([AC, AC, AC]);
    expect(verdict.cases[0]?.userOutput).toBe('500\n');
  });

  it('the interactor rejecting is WA; a program that dies before playing is RE', async () => {
    expect(statuses(await judge(alwaysOne, 'C++', await guessProblem()))).toEqual([WA, AC, WA]);
    const dies = await judge('int main(void) { return 42; }\n', 'C', await guessProblem());
    expect(statuses(dies)).toEqual([RE, RE, RE]);
  });
});

describe.concurrent('test runs', () => {
  const limits = { timeLimit: 1000, memoryLimit: 256, stackLimit: 128 };
  const request = (code: string, input: string, expectedOutput?: string) => ({
    code,
    language: language('C'),
    input,
    expectedOutput,
    problem: limits,
  });

  it('runs the code on the given input, and compares when an expected output is given', async () => {
    const ran = await runTest(harness.pool, request(abSources.c, '2 3\n'), { workDir: harness.workDir });
    expect(ran).toMatchObject({ status: AC, stdout: '5\n', errorMessage: '', systemError: null });
    const compared = await runTest(harness.pool, request(abSources.c, '2 3\n', '6\n'), {
      workDir: harness.workDir,
    });
    expect(compared.status).toBe(WA);
  });

  it('shows CE and run failures', async () => {
    const ce = await runTest(harness.pool, request('int main( {', ''), { workDir: harness.workDir });
    expect(ce.status).toBe(CE);
    expect(ce.errorMessage).toMatch(/error/);
    const tle = await runTest(harness.pool, request(behaviour, 'tle 1\n'), { workDir: harness.workDir });
    expect(tle).toMatchObject({ status: TLE, errorMessage: 'Time limit exceeded' });
  });
});

describe.concurrent('program text is bytes', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

  it('an output with NUL or bytes that are not UTF-8 is WA, its excerpt kept byte for byte', async () => {
    const problem = testProblem(await harness.store.cases([{ input: '\n', output: 'Hello world!\n' }]));
    const nul = await judge(
      '#include <stdio.h>\nint main(void) { fwrite("Hello world!\\0Extra...", 1, 21, stdout); return 0; }\n',
      'C',
      problem,
    );
    expect(statuses(nul)).toEqual([WA]);
    expect(nul.cases[0]?.userOutput).toEqual(programTextOf(bytes('Hello world!', [0], 'Extra...')));
    const latin1 = await judge(
      '#include <stdio.h>\nint main(void) { printf("caf\\xe9\\n"); }\n',
      'C',
      problem,
    );
    expect(statuses(latin1)).toEqual([WA]);
    expect(Buffer.from(programTextBytes(latin1.cases[0]?.userOutput ?? ''))).toEqual(
      bytes('caf', [0xe9], '\n'),
    );
  });

  it('writes the source byte for byte: a NUL and a byte that is not UTF-8 inside string literals', async () => {
    const problem = testProblem(await harness.store.cases([{ input: '\n', output: '4 2\n' }]));
    // gcc keeps both in the literals (with a warning): sizeof counts them.
    const source = bytes(
      '#include <stdio.h>\nint main(void) { printf("%d %d\\n", (int)sizeof("a',
      [0],
      'b"), (int)sizeof("',
      [0xff],
      '")); }\n',
    );
    const verdict = await judge(programTextOf(source), 'C', problem);
    expect(verdict.status, shownProgramText(verdict.errorMessage)).toBe(AC);
  });

  it('a source with a stray NUL is a compile error, not a failure of the judge', async () => {
    const verdict = await judge(
      'int main(void) { return 0; }\0garbage\n',
      'C',
      await commandProblem(['ok 1']),
    );
    expect(verdict.status).toBe(CE);
  });

  it('a test run reads its input and compares its expected output as bytes', async () => {
    const countBytes =
      '#include <stdio.h>\nint main(void) { int n = 0; while (getchar() != EOF) n++; printf("%d\\n", n); }\n';
    const request = {
      code: countBytes,
      language: language('C'),
      input: programTextOf(bytes('a', [0, 0xff], 'b\n')),
      problem: { timeLimit: 1000, memoryLimit: 256, stackLimit: 128 },
    };
    expect(await runTest(harness.pool, request, { workDir: harness.workDir })).toMatchObject({
      status: AC,
      stdout: '5\n',
    });
    const expected = programTextOf(bytes('5\n', [0]));
    expect(
      (await runTest(harness.pool, { ...request, expectedOutput: expected }, { workDir: harness.workDir }))
        .status,
    ).toBe(WA);
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind, and no submission folder', async () => {
    await harness.pool.close();
    expect(await findLeftovers(range, [harness.workDir])).toEqual(noLeftovers);
    expect(await readdir(harness.workDir)).toEqual(['checkers']);
  });
});
