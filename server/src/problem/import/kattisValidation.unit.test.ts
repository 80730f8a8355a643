import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ImportedProblem, importIcpcZip } from './index';
import { packageFiles, refusal, text } from './testFixtures';

/** hello with some files changed (problem.yaml replaced, data added or removed). */
async function helloWith(changes: Record<string, string | null>): Promise<ImportedProblem> {
  const files = packageFiles('hello');
  for (const [path, content] of Object.entries(changes)) {
    if (content === null) delete files[path];
    else files[path] = text(content);
  }
  const [problem] = await importIcpcZip(zipSync(files));
  if (!problem) throw new Error('nothing imported');
  return problem;
}

const VALIDATOR = { 'hello/output_validators/v/v.cc': 'int main() { return 42; }\n' };

describe('Kattis validation: flags, multi-pass, sample-only packages', () => {
  it('judges validator_flags with our build of the default validator, the flags as its arguments', async () => {
    const problem = await helloWith({
      'hello/problem.yaml': 'name: Hi\nvalidator_flags: float_tolerance 1E-6\n',
    });
    expect(problem.fields.judgeMode).toBe('spj');
    expect(problem.fields.checker).toMatchObject({
      protocol: 'kattis',
      language: 'C++',
      args: ['float_tolerance', '1E-6'],
    });
    expect(problem.fields.checker?.files[0]?.content).toContain('float_relative_tolerance');
  });

  it('appends the groups flags (legacy and 2023-07 spellings) after the problem flags', async () => {
    const legacy = await helloWith({
      'hello/problem.yaml': 'validator_flags: case_sensitive\n',
      'hello/data/testdata.yaml': 'output_validator_flags: space_change_sensitive\n',
    });
    expect(legacy.fields.checker?.args).toEqual(['case_sensitive', 'space_change_sensitive']);
    const draft = await helloWith({
      'hello/problem.yaml': 'problem_format_version: 2023-07-draft\nname: Hi\n',
      'hello/data/secret/testdata.yaml': 'output_validator_args: [float_absolute_tolerance, "0.5"]\n',
    });
    expect(draft.fields.checker?.args).toEqual(['float_absolute_tolerance', '0.5']);
  });

  it('passes validator_flags to a custom validator', async () => {
    const problem = await helloWith({
      'hello/problem.yaml': 'validation: custom\nvalidator_flags: strict  mode\n',
      ...VALIDATOR,
    });
    expect(problem.fields.checker).toMatchObject({ files: [{ name: 'v.cc' }], args: ['strict', 'mode'] });
  });

  it('keeps the default comparison without flags', async () => {
    expect((await helloWith({})).fields.checker).toBeNull();
  });

  it('refuses groups that give different validator flags, naming the second', async () => {
    const files = packageFiles('hello');
    files['hello/data/secret/a/testdata.yaml'] = text('output_validator_flags: case_sensitive\n');
    files['hello/data/secret/b/testdata.yaml'] = text('output_validator_flags: float_tolerance 1\n');
    const error = await refusal(() => importIcpcZip(zipSync(files)));
    expect(error.file).toBe('hello/data/secret/b/');
    expect(error.message).toContain('different output validator flags');
  });

  it('reads legacy custom multi-pass with validation_passes', async () => {
    const problem = await helloWith({
      'hello/problem.yaml': 'validation: custom multi-pass\nlimits:\n  validation_passes: 5\n',
      ...VALIDATOR,
    });
    expect(problem.fields.judgeMode).toBe('spj');
    expect(problem.fields.checker).toMatchObject({ protocol: 'kattis', passes: 5 });
  });

  it('reads 2023-07 multi-pass (2 passes by default), interactive too', async () => {
    const draft = (type: string) =>
      helloWith({
        'hello/problem.yaml': `problem_format_version: 2023-07-draft\nname: Hi\ntype: ${type}\n`,
        'hello/output_validator/v.cc': 'int main() { return 42; }\n',
      });
    const plain = await draft('multi-pass');
    expect(plain.fields).toMatchObject({ judgeMode: 'spj', checker: { passes: 2 } });
    const both = await draft('[interactive, multi-pass]');
    expect(both.fields).toMatchObject({ judgeMode: 'interactive', checker: { passes: 2 } });
  });

  it('reads score.txt as a share in 2023-07 draft scoring packages, as points in legacy and 2025 ones', async () => {
    const draft = 'problem_format_version: 2023-07-draft\n';
    const scoring = async (yaml: string, extra: Record<string, string> = {}) =>
      (
        await helloWith({
          'hello/problem.yaml': `name: Hi\ntype: scoring\n${yaml}`,
          [yaml.includes('custom') ? 'hello/output_validators/v/v.cc' : 'hello/output_validator/v.cc']: '',
          ...extra,
        })
      ).fields.checker?.scoreFile;
    expect(await scoring(draft)).toBe('share');
    expect(await scoring('problem_format_version: 2025-09\n')).toBeUndefined();
    expect(await scoring(draft, { 'hello/data/secret/test_group.yaml': 'max_score: 100\n' })).toBeUndefined();
    expect(
      await scoring('validation: custom score\n', { 'hello/data/testdata.yaml': 'range: 0 100\n' }),
    ).toBeUndefined();
  });

  it('judges a package with only data/sample on its samples, and says so', async () => {
    const problem = await helloWith({
      'hello/data/secret/hello.in': null,
      'hello/data/secret/hello.ans': null,
      'hello/data/sample/1.in': '1\n',
      'hello/data/sample/1.ans': 'one\n',
    });
    expect(problem.testCases.map((c) => c.inputName)).toEqual(['sample/1.in']);
    expect(problem.notes).toEqual(['The package has no secret test cases: it is judged on its samples.']);
    const scoring = await helloWith({
      'hello/problem.yaml': 'type: scoring\n',
      'hello/data/secret/hello.in': null,
      'hello/data/secret/hello.ans': null,
      'hello/data/sample/1.in': '1\n',
      'hello/data/sample/1.ans': 'one\n',
      'hello/data/sample/2.in': '2\n',
      'hello/data/sample/2.ans': 'two\n',
    });
    expect(scoring.testCases.map((c) => c.score)).toEqual([50, 50]);
  });

  it('still refuses a package with no test data at all', async () => {
    const files = packageFiles('hello');
    delete files['hello/data/secret/hello.in'];
    delete files['hello/data/secret/hello.ans'];
    expect((await refusal(() => importIcpcZip(zipSync(files)))).message).toContain('no test cases');
  });
});
