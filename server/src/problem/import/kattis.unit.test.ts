import { problemFields } from '@oj/events';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ImportedProblem, importIcpcZip } from './index';
import { kattisPackages, packageFiles, refusal, text, zipPackages } from './testFixtures';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function importOne(folder: string): Promise<ImportedProblem> {
  const [problem, ...rest] = await importIcpcZip(zipPackages(folder));
  expect(rest).toHaveLength(0);
  if (!problem) throw new Error('nothing imported');
  // The contract: every imported problem is what the problem form would accept.
  expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
  return problem;
}

const cases = (problem: ImportedProblem) =>
  problem.testCases.map(({ inputName, outputName, score, groupNum }) => ({
    inputName,
    outputName,
    score,
    groupNum,
  }));

describe('Kattis packages', () => {
  it('hello: a legacy pass-fail problem with a fixed memory limit and the default comparison', async () => {
    const problem = await importOne('hello');
    expect(problem.fields).toMatchObject({
      problemId: 'hello',
      title: 'Hello World!',
      source: 'Kattis',
      type: 0,
      timeLimit: 1000,
      memoryLimit: 512,
      stackLimit: 512,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      checker: null,
      examples: [],
      description: '',
      input: 'There is no input for this problem.',
      output: 'Output should contain one line, containing the string \u201cHello World!\u201d.',
    });
    expect(cases(problem)).toEqual([
      { inputName: 'secret/hello.in', outputName: 'secret/hello.ans', score: 0, groupNum: 1 },
    ]);
    expect(problem.testCases[0]?.input).toHaveLength(0);
    expect(decode(problem.testCases[0]?.output ?? new Uint8Array())).toBe('Hello World!\n');
  });

  it('different: a custom output validator with all its files, samples judged too', async () => {
    const problem = await importOne('different');
    expect(problem.fields).toMatchObject({
      problemId: 'different',
      title: 'A Different Problem',
      memoryLimit: 1024,
      judgeMode: 'spj',
      examples: [{ input: expect.stringMatching(/^10 12\n/), output: expect.stringMatching(/^2\n/) }],
    });
    expect(problem.fields.input).toContain('between $0$ and $10^{15}$ (inclusive)');
    const checker = problem.fields.checker;
    expect(checker?.protocol).toBe('kattis');
    expect(checker?.language).toBe('C++');
    expect(checker?.files.map((file) => file.name)).toEqual(['validate.cc', 'validate.h']);
    expect(checker?.files[0]?.content).toContain('#include "validate.h"');
    expect(cases(problem)).toEqual([
      { inputName: 'sample/1.in', outputName: 'sample/1.ans', score: 0, groupNum: 0 },
      { inputName: 'secret/01.in', outputName: 'secret/01.ans', score: 0, groupNum: 1 },
      {
        inputName: 'secret/02_extreme_cases.in',
        outputName: 'secret/02_extreme_cases.ans',
        score: 0,
        groupNum: 1,
      },
    ]);
  });

  it('guess: an interactive 2023-07 problem whose validator is the interactor', async () => {
    const problem = await importOne('guess');
    expect(problem.fields).toMatchObject({
      problemId: 'guess',
      title: 'Guess the Number',
      type: 0,
      judgeMode: 'interactive',
      examples: [],
    });
    expect(problem.fields.checker?.protocol).toBe('kattis');
    expect(problem.fields.checker?.files.map((file) => file.name)).toEqual(['validate.cc', 'validate.h']);
    expect(problem.fields.description).toContain('## Interaction');
    expect(problem.fields.description).toContain('- \u201c`lower`\u201d if the number');
    expect(problem.fields.hint).toContain('**Sample interaction 1** (1.interaction)');
    expect(problem.fields.hint).toContain('>792\n<higher');
    expect(problem.fields.hint).toContain('**Sample interaction 2**');
    expect(cases(problem).map((c) => c.inputName)).toEqual(
      Array.from({ length: 10 }, (_, n) => `secret/${String(n + 1).padStart(2, '0')}.in`),
    );
  });

  it('oddecho: scoring groups graded by min become subtasks worth 50 each', async () => {
    const problem = await importOne('oddecho');
    expect(problem.fields).toMatchObject({
      problemId: 'oddecho',
      title: 'Odd Echo',
      author: 'Johan Sannemo',
      source: 'Principles of Algorithmic Problem Solving',
      type: 1,
      judgeMode: 'default',
      judgeCaseMode: 'subtask_lowest',
      checker: null,
    });
    expect(problem.fields.examples).toHaveLength(2);
    expect(problem.fields.description).toContain('## Scoring');
    expect(problem.fields.description).toContain('| Group | Points | Constraints |');
    const subtask1 = cases(problem).filter((c) => c.inputName.startsWith('secret/subtask1/'));
    const subtask2 = cases(problem).filter((c) => c.inputName.startsWith('secret/subtask2/'));
    expect(subtask1).toHaveLength(3);
    expect(subtask2).toHaveLength(13);
    expect(problem.testCases).toHaveLength(16);
    expect(subtask1.every((c) => c.score === 50 && c.groupNum === 1)).toBe(true);
    expect(subtask2.every((c) => c.score === 50 && c.groupNum === 2)).toBe(true);
    // Lexicographic order, as Kattis runs them: 01..09, then 1, 10, 2, 3.
    expect(subtask2.map((c) => c.inputName.slice(16))).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '1', '10', '2', '3'].map((n) => `${n}.in`),
    );
  });

  it('imports every package of a zip of several package folders', async () => {
    const problems = await importIcpcZip(zipPackages(...kattisPackages));
    expect(problems.map((p) => p.fields.problemId)).toEqual(['different', 'guess', 'hello', 'oddecho']);
  });

  it('names a package at the zip root after the zip file, or else after its title', async () => {
    const zip = zipSync(packageFiles('hello', ''));
    expect((await importIcpcZip(zip, { fileName: 'hello.zip' }))[0]?.fields.problemId).toBe('hello');
    expect((await importIcpcZip(zip))[0]?.fields.problemId).toBe('hello-world');
  });

  it('takes a package inside an extra folder, and ignores macOS resource forks', async () => {
    const files = packageFiles('hello', 'export/hello/');
    files['__MACOSX/export/hello/._problem.yaml'] = new Uint8Array([0, 1, 2]);
    const [problem] = await importIcpcZip(zipSync(files));
    expect(problem?.fields.problemId).toBe('hello');
  });

  it('prefers problem.en.md, splitting its sections and bundling the images it links', async () => {
    const files = packageFiles('oddecho');
    files['oddecho/statement/problem.en.md'] = text(
      'Echo!\n\n![A cave](cave.jpg)\n\n## Input\n\nWords.\n\n## Output\n\nHalf.\n',
    );
    const [problem] = await importIcpcZip(zipSync(files));
    expect(problem?.fields).toMatchObject({
      description: 'Echo!\n\n![A cave](images/cave.jpg)',
      input: 'Words.',
      output: 'Half.',
    });
    expect(problem?.images['cave.jpg']).toEqual(files['oddecho/statement/cave.jpg']);
  });

  it.each([
    [
      'an illustration whose file is missing',
      { 'hello/problem_statement/problem.en.tex': '\\illustration{.3}{gone.png}{}' },
      'hello/problem_statement/problem.en.tex',
      "the image 'gone.png'",
    ],
    [
      'custom validation without a validator',
      { 'hello/problem.yaml': 'name: Hello\nvalidation: custom\n' },
      'hello/problem.yaml',
      'needs a program',
    ],
    [
      'two output validators',
      {
        'hello/problem.yaml': 'validation: custom\n',
        'hello/output_validators/a/a.cc': '',
        'hello/output_validators/b/b.cc': '',
      },
      'hello/output_validators/b',
      'only one output validator',
    ],
    [
      'a validator in an unsupported language',
      { 'hello/problem.yaml': 'validation: custom\n', 'hello/output_validators/a/A.java': '' },
      'hello/output_validators/a/A.java',
      'C, C++ or Python 3',
    ],
  ])('refuses %s, naming the file', async (_, changes: Record<string, string>, file, message) => {
    const files = packageFiles('hello');
    for (const [path, content] of Object.entries(changes)) files[path] = text(content);
    const error = await refusal(() => importIcpcZip(zipSync(files)));
    expect(error.file).toBe(file);
    expect(error.message).toContain(message);
  });
});
