import { SubmissionStatus } from '@oj/events';
import type { JudgedProblem, JudgeResult } from '@oj/judge-runner';
import { importIcpcZip } from '@oj/server';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useJudgeHarness } from '../../judge-runner/src/judging/testSupport/judgeHarness';
import { findLeftovers, noLeftovers } from '../../judge-runner/src/sandbox/testSupport/fixtures';

/**
 * Small Kattis packages of our own, imported and judged in the real sandbox: the default validator's
 * flags, validator arguments, multi-pass (plain and interactive, with the feedback folder kept across
 * passes), validator scores (score.txt as points in the legacy format, as a share in the 2023-07 draft)
 * and a package with only samples. Submissions are Python 3 one-liners; validators are Python 3 too
 * (run from source), except our default validator, built once (C++).
 */

const range = { firstSlot: 390, maxSlots: 4, uidBase: 61000 };
const { accepted: AC, wrongAnswer: WA, systemError: SE, partialAccepted: PA } = SubmissionStatus;

const harness = useJudgeHarness(range, 'oj-kattis-validation-');

/** A package folder 'p' of these files (a statement added), imported and made judgeable. */
async function problemOf(files: Record<string, string>): Promise<JudgedProblem> {
  const all = { 'problem_statement/problem.en.tex': '\\problemname{P}\nText.\n', ...files };
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(all).map(([name, text]) => [`p/${name}`, new TextEncoder().encode(text)]),
    ),
  );
  const [imported] = await importIcpcZip(zip);
  if (!imported) throw new Error('nothing imported');
  const cases = await harness.store.cases(imported.testCases);
  return {
    ...imported.fields,
    testCases: cases.map((testCase, index) => ({
      ...testCase,
      inputName: imported.testCases[index]?.inputName ?? '',
      outputName: imported.testCases[index]?.outputName ?? '',
    })),
  };
}

function judge(problem: JudgedProblem, code: string): Promise<JudgeResult> {
  return harness.judge(code, 'Python3', problem);
}

const shown = (verdict: JudgeResult) =>
  [verdict.systemError, ...verdict.cases.map((c) => `${c.inputName}:${c.status} ${String(c.message)}`)]
    .filter(Boolean)
    .join('\n');
const prints = (text: string) => `print(${JSON.stringify(text)})\n`;

describe('the default validator with flags', () => {
  it.each([
    ['float_tolerance 1E-6', '3.14159265', '3.1415927', AC],
    ['float_tolerance 1E-6', '3.14159265', '3.14159265e0', AC],
    ['float_tolerance 1E-6', '3.14159265', '3.1416', WA],
    ['float_tolerance 1E-6', '3.14159265', '3.14159265 4', WA],
    ['float_tolerance 1E-6', '3.14159265', 'pi', WA],
    ['float_absolute_tolerance 0.5', '10 YES', '10.4 yes', AC],
    ['float_absolute_tolerance 0.5', '10 YES', '10.6 yes', WA],
    ['float_relative_tolerance 0.01', '200', '201.9', AC],
    ['float_relative_tolerance 0.01', '200', '202.1', WA],
    ['float_tolerance 1E-6', '200', '2.0e2', AC],
    ['float_tolerance 1E-6', 'inf', 'INF', AC],
    ['float_relative_tolerance 0.1', '0', '0.0000001', WA],
    ['float_relative_tolerance 0.1', '0', '-0.0', AC],
    ['case_sensitive', 'Yes  no', 'Yes no', AC],
    ['case_sensitive', 'Yes  no', 'yes  no', WA],
    ['space_change_sensitive', 'Yes  no', 'yes  no', AC],
    ['space_change_sensitive', 'Yes  no', 'Yes no', WA],
  ])(
    'validator_flags %s: answer %j, output %j',
    { timeout: 120_000 },
    async (flags, answer, output, status) => {
      const problem = await problemOf({
        'problem.yaml': `validator_flags: ${flags}\n`,
        'data/secret/1.in': '\n',
        'data/secret/1.ans': `${answer}\n`,
      });
      const verdict = await judge(problem, prints(output));
      expect(verdict.status, shown(verdict)).toBe(status);
    },
  );

  it('takes a group flag when problem.yaml has none', { timeout: 60_000 }, async () => {
    const problem = await problemOf({
      'problem.yaml': 'name: P\n',
      'data/testdata.yaml': 'output_validator_flags: float_absolute_tolerance 0.5\n',
      'data/secret/1.in': '\n',
      'data/secret/1.ans': '10\n',
    });
    expect((await judge(problem, prints('10.4'))).status).toBe(AC);
    expect((await judge(problem, prints('10.6'))).status).toBe(WA);
  });
});

describe('a custom validator', () => {
  it('gets validator_flags after feedback_dir', { timeout: 60_000 }, async () => {
    const problem = await problemOf({
      'problem.yaml': 'validation: custom\nvalidator_flags: want 7\n',
      // Accepts the output that equals the number after 'want' among its arguments.
      'output_validators/v/v.py': [
        'import sys',
        'want = sys.argv[sys.argv.index("want") + 1]',
        'sys.exit(42 if sys.stdin.read().split() == [want] else 43)',
      ].join('\n'),
      'data/secret/1.in': '\n',
      'data/secret/1.ans': '\n',
    });
    expect((await judge(problem, prints('7'))).status).toBe(AC);
    expect((await judge(problem, prints('8'))).status).toBe(WA);
  });
});

/**
 * A validator of passes: the input holds the pass number k, the program must print 2k; passes before the
 * third ask for the next with nextpass.in (k + 1). It counts the passes in passes.log in its feedback
 * folder and fails (exit 1) when the count is not k - 1: the folder must persist, and it must get
 * nextpass.in as its input file.
 */
const PASSES_VALIDATOR = [
  'import os, sys',
  'k = int(open(sys.argv[1]).read())',
  'log = os.path.join(sys.argv[3], "passes.log")',
  'seen = open(log).read().count("x") if os.path.exists(log) else 0',
  'if seen != k - 1: sys.exit(1)',
  'open(log, "a").write("x")',
  'if sys.stdin.read().split() != [str(2 * k)]: sys.exit(43)',
  'if k < 3: open(os.path.join(sys.argv[3], "nextpass.in"), "w").write(str(k + 1))',
  'sys.exit(42)',
].join('\n');
const doubles = 'print(2 * int(input()))\n';

describe('multi-pass', () => {
  const legacy = (passes: number) =>
    problemOf({
      'problem.yaml': `validation: custom multi-pass\nlimits:\n  validation_passes: ${passes}\n`,
      'output_validators/v/v.py': PASSES_VALIDATOR,
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '\n',
    });

  it('runs the program again on nextpass.in while the validator asks', { timeout: 60_000 }, async () => {
    const problem = await legacy(3);
    const verdict = await judge(problem, doubles);
    expect(verdict.status, shown(verdict)).toBe(AC);
    expect((await judge(problem, 'k = int(input())\nprint(2 * k if k == 1 else 0)\n')).status).toBe(WA);
  });

  it('is a validator failure when it asks for more passes than allowed', { timeout: 60_000 }, async () => {
    const verdict = await judge(await legacy(2), doubles);
    expect(verdict.status).toBe(SE);
    expect(verdict.systemError).toContain('pass 3 of at most 2');
  });

  it('works with interactive problems (2023-07 type list)', { timeout: 60_000 }, async () => {
    const problem = await problemOf({
      'problem.yaml':
        'problem_format_version: 2023-07-draft\nname: P\ntype: [interactive, multi-pass]\nlimits:\n  validation_passes: 3\n',
      // The interactor says k, reads the program's answer, and asks for pass k + 1 until the third.
      'output_validator/v.py': [
        'import os, sys',
        'k = int(open(sys.argv[1]).read())',
        'print(k, flush=True)',
        'if sys.stdin.readline().split() != [str(2 * k)]: sys.exit(43)',
        'if k < 3: open(os.path.join(sys.argv[3], "nextpass.in"), "w").write(str(k + 1))',
        'sys.exit(42)',
      ].join('\n'),
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '\n',
    });
    const verdict = await judge(problem, doubles);
    expect(verdict.status, shown(verdict)).toBe(AC);
    expect((await judge(problem, 'k = int(input())\nprint(2 * k if k < 3 else 0)\n')).status).toBe(WA);
  });
});

/** Knapsack-like: the answer file holds the optimum, the program prints what it reached. */
const reached = (share: string) => `import sys\nprint(${share})\n`;
/** score.txt: the share of the optimum reached (at most 1). */
const SHARE_VALIDATOR = [
  'import os, sys',
  'best = float(open(sys.argv[2]).read())',
  'got = float(sys.stdin.read())',
  'open(os.path.join(sys.argv[3], "score.txt"), "w").write(str(min(1, got / best)))',
  'sys.exit(42)',
].join('\n');

describe('scores from the validator', () => {
  it('2023-07 draft: score.txt is the share of the case the answer earns', { timeout: 60_000 }, async () => {
    const problem = await problemOf({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: P\ntype: scoring\n',
      'output_validator/v.py': SHARE_VALIDATOR,
      'data/secret/1.in': '\n',
      'data/secret/1.ans': '8\n',
      'data/secret/2.in': '\n',
      'data/secret/2.ans': '8\n',
    });
    const half = await judge(problem, reached('4'));
    expect([half.status, half.score], shown(half)).toEqual([PA, 50]);
    const full = await judge(problem, reached('8'));
    expect([full.status, full.score]).toEqual([AC, 100]);
  });

  it('2023-07 draft groups aggregate the shares: min takes the lowest, sum adds them up', {
    timeout: 60_000,
  }, async () => {
    const group = (aggregation: string) => `scoring:\n  score: 50\n  aggregation: ${aggregation}\n`;
    const problem = await problemOf({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: P\ntype: scoring\n',
      'output_validator/v.py': SHARE_VALIDATOR,
      'data/secret/a/testdata.yaml': group('min'),
      'data/secret/a/1.in': '\n',
      'data/secret/a/1.ans': '4\n',
      'data/secret/a/2.in': '\n',
      'data/secret/a/2.ans': '8\n',
      'data/secret/b/testdata.yaml': group('sum'),
      'data/secret/b/1.in': '\n',
      'data/secret/b/1.ans': '4\n',
      'data/secret/b/2.in': '\n',
      'data/secret/b/2.ans': '8\n',
    });
    // Reaching 4 everywhere: shares 1 and 0.5. Min group: 50 x 0.5; sum group: 25 + 12 (12.5 rounded down).
    const verdict = await judge(problem, reached('4'));
    expect([verdict.status, verdict.score], shown(verdict)).toEqual([PA, 25 + 37]);
  });

  it('legacy custom score: score.txt is the case points within the group range', {
    timeout: 60_000,
  }, async () => {
    const problem = await problemOf({
      'problem.yaml': 'type: scoring\nvalidation: custom score\n',
      'data/secret/testdata.yaml': 'range: 0 100\n',
      // Each of the two cases is worth half the range: the validator writes 50 x the share of the optimum.
      'output_validators/v/v.py': [
        'import os, sys',
        'best = float(open(sys.argv[2]).read())',
        'got = float(sys.stdin.read())',
        'open(os.path.join(sys.argv[3], "score.txt"), "w").write(str(50 * got / best))',
        'sys.exit(42)',
      ].join('\n'),
      'data/secret/1.in': '\n',
      'data/secret/1.ans': '8\n',
      'data/secret/2.in': '\n',
      'data/secret/2.ans': '8\n',
    });
    const part = await judge(problem, reached('6'));
    expect([part.status, part.score], shown(part)).toEqual([PA, 74]);
  });
});

describe('a package with only samples', () => {
  it('is judged on its samples', { timeout: 60_000 }, async () => {
    const problem = await problemOf({
      'problem.yaml': 'name: P\n',
      'data/sample/1.in': '2\n',
      'data/sample/1.ans': '4\n',
    });
    expect((await judge(problem, doubles)).status).toBe(AC);
    expect((await judge(problem, prints('5'))).status).toBe(WA);
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await harness.pool.close();
    expect(await findLeftovers(range, [harness.workDir])).toEqual(noLeftovers);
  });
});
