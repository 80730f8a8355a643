import { problemFields } from '@oj/events';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importHojZip } from './hojZip';
import { refusal, text } from './testFixtures';

/** An HOJ problem JSON in the documented shape (admin export: problem_<id>.json + problem_<id>/). */
function hojJson(problem: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return text(
    JSON.stringify({
      languages: ['C', 'C++', 'Python3'],
      samples: [
        { input: '1.in', output: '1.out', score: 40, groupNum: 1 },
        { input: '2.in', output: '2.out', score: 60, groupNum: 2 },
      ],
      tags: ['math'],
      codeTemplates: [{ language: 'C++', code: '// start here\n' }],
      problem: {
        auth: 1,
        problemId: 'HOJ-1010',
        title: 'Two numbers',
        description: 'Add them. ![plot](/api/public/img/plot.png)',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output><input>5 5\n</input><output>10\n</output>',
        hint: '',
        source: 'HOJ',
        type: 1,
        timeLimit: 2000,
        memoryLimit: 128,
        stackLimit: 64,
        difficulty: 1,
        ioScore: 100,
        codeShare: true,
        isRemoveEndBlank: true,
        openCaseResult: false,
        judgeCaseMode: 'subtask_lowest',
        ...problem,
      },
      ...extra,
    }),
  );
}

const cases = {
  'problem_1010/1.in': text('1 2\n'),
  'problem_1010/1.out': new Uint8Array([0x33, 0, 0xff, 10]),
  'problem_1010/2.in': text('5 5\n'),
  'problem_1010/2.out': text('10\n'),
};

describe('HOJ zip import', () => {
  it('reads fields, examples, cases with scores and groups, tags, templates and a special judge', async () => {
    const zip = zipSync({
      'problem_1010.json': hojJson(
        { judgeMode: 'spj', spjLanguage: 'C++', spjCode: '#include "testlib.h"\nint main(){}' },
        { judgeMode: 'spj', isSpj: true },
      ),
      ...cases,
    });
    const [problem, ...rest] = await importHojZip(zip);
    expect(rest).toHaveLength(0);
    if (!problem) throw new Error('nothing imported');
    expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
    expect(problem.fields).toMatchObject({
      problemId: 'HOJ-1010',
      title: 'Two numbers',
      type: 1,
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      openCaseResult: false,
      tags: ['math'],
      languages: ['C', 'C++', 'Python3'],
      codeTemplates: { 'C++': '// start here\n' },
      examples: [
        { input: '1 2', output: '3' },
        { input: '5 5\n', output: '10\n' },
      ],
      checker: { protocol: 'hoj', language: 'C++', files: [{ name: 'checker.cpp' }] },
    });
    // The statement's image stays where HOJ served it: an HOJ zip carries no images.
    expect(problem.fields.description).toContain('/api/public/img/plot.png');
    expect(
      problem.testCases.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum })),
    ).toEqual([
      { input: text('1 2\n'), output: new Uint8Array([0x33, 0, 0xff, 10]), score: 40, groupNum: 1 },
      { input: text('5 5\n'), output: text('10\n'), score: 60, groupNum: 2 },
    ]);
  });

  it('reads an interactive problem with its interactor, and cases found by name when none are listed', async () => {
    const zip = zipSync({
      'export/problem_7.json': hojJson(
        {
          problemId: null,
          title: 'Guess',
          type: 0,
          judgeMode: 'interactive',
          spjLanguage: 'C',
          spjCode: 'int main(){}',
        },
        { samples: [], judgeMode: 'interactive' },
      ),
      'export/problem_7/2.in': text('b'),
      'export/problem_7/2.ans': text('B'),
      'export/problem_7/10.in': text('j'),
      'export/problem_7/10.out': text('J'),
    });
    const [problem] = await importHojZip(zip);
    expect(problem?.fields).toMatchObject({
      problemId: 'problem-7',
      judgeMode: 'interactive',
      checker: { protocol: 'hoj', language: 'C', files: [{ name: 'checker.c', content: 'int main(){}' }] },
    });
    expect(problem?.testCases.map((c) => c.inputName)).toEqual(['2.in', '10.in']);
  });

  it.each([
    [
      'a listed test file missing from the zip',
      { 'problem_1010.json': hojJson({}), 'problem_1010/1.in': text('1') },
      'problem_1010/1.out',
      'is listed as a test file but is not in the zip',
    ],
    [
      'broken JSON',
      { 'problem_1010.json': text('{"problem": '), ...cases },
      'problem_1010.json',
      'not valid JSON',
    ],
    [
      'a JSON without a title',
      { 'problem_1010.json': text('{"problem": {"problemId": "x"}}'), ...cases },
      'problem_1010.json',
      'problem.title',
    ],
    [
      'a special judge in Java',
      {
        'problem_1010.json': hojJson({ judgeMode: 'spj', spjLanguage: 'Java', spjCode: 'class A {}' }),
        ...cases,
      },
      'problem_1010.json',
      'C, C++ or Python 3',
    ],
    [
      'a special judge without its code',
      { 'problem_1010.json': hojJson({ judgeMode: 'spj' }), ...cases },
      'problem_1010.json',
      'without its special judge',
    ],
    ['a zip without a problem JSON', { 'readme.txt': text('hi') }, 'hoj.zip', 'no problem JSON'],
  ])('refuses %s, naming the file', async (_, files, file, message) => {
    const error = await refusal(() => importHojZip(zipSync(files)));
    expect(error.file).toBe(file);
    expect(error.message).toContain(message);
  });
});
