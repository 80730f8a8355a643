import { problemFields } from '@oj/events';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importHydroZip } from './hydroZip';
import { importQduojZip } from './qduojZip';
import { refusal, text } from './testFixtures';

const judged = (cases: { input: Uint8Array; output: Uint8Array; score: number; groupNum: number }[]) =>
  cases.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum }));

/** A QDUOJ problem.json in the shape of its admin export. */
function qduojJson(changes: Record<string, unknown> = {}) {
  return text(
    JSON.stringify({
      display_id: '1001',
      title: 'Max of two',
      description: { format: 'html', value: '<p>Print the larger.</p><img src="/public/upload/a.png">' },
      input_description: { format: 'html', value: '<p>Two integers.</p>' },
      output_description: { format: 'html', value: '<p>One integer.</p>' },
      hint: { format: 'html', value: '' },
      test_case_score: [
        { score: 30, input_name: '1.in', output_name: '1.out' },
        { score: 70, input_name: '2.in', output_name: '2.out' },
      ],
      time_limit: 1500,
      memory_limit: 128,
      samples: [{ input: '1 2', output: '2' }],
      template: { 'C++': { prepend: '', template: 'int main() {}', append: '' } },
      spj: null,
      rule_type: 'OI',
      source: 'QDU',
      tags: ['easy'],
      answers: [],
      ...changes,
    }),
  );
}

const qduojCases = {
  '1/testcase/1.in': text('1 2\n'),
  '1/testcase/1.out': new Uint8Array([0x32, 0, 0xfe, 10]),
  '1/testcase/2.in': text('5 3\n'),
  '1/testcase/2.out': text('5\n'),
};

describe('QDUOJ zip import', () => {
  it('reads an OI problem with scores, samples, templates and its HTML statement', async () => {
    const [problem, ...rest] = await importQduojZip(
      zipSync({ '1/problem.json': qduojJson(), ...qduojCases }),
    );
    expect(rest).toHaveLength(0);
    if (!problem) throw new Error('nothing imported');
    expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
    expect(problem.fields).toMatchObject({
      problemId: '1001',
      title: 'Max of two',
      type: 1,
      timeLimit: 1500,
      memoryLimit: 128,
      input: '<p>Two integers.</p>',
      examples: [{ input: '1 2', output: '2' }],
      codeTemplates: { 'C++': 'int main() {}' },
      tags: ['easy'],
      judgeMode: 'default',
      checker: null,
    });
    expect(problem.fields.description).toContain('<img src="/public/upload/a.png">');
    expect(judged(problem.testCases)).toEqual([
      { input: text('1 2\n'), output: new Uint8Array([0x32, 0, 0xfe, 10]), score: 30, groupNum: 0 },
      { input: text('5 3\n'), output: text('5\n'), score: 70, groupNum: 0 },
    ]);
  });

  it('reads an ACM problem with a special judge as an HOJ-protocol checker', async () => {
    const json = qduojJson({ rule_type: 'ACM', spj: { language: 'C', code: 'int main(){return 0;}' } });
    const [problem] = await importQduojZip(zipSync({ '1/problem.json': json, ...qduojCases }));
    expect(problem?.fields).toMatchObject({
      type: 0,
      judgeMode: 'spj',
      checker: { protocol: 'hoj', language: 'C', files: [{ name: 'spj.c' }] },
    });
    expect(problem?.testCases.map((c) => c.score)).toEqual([0, 0]);
  });

  it.each([
    [
      'a missing test file',
      { '1/problem.json': qduojJson(), '1/testcase/1.in': text('1') },
      '1/testcase/1.out',
    ],
    ['broken JSON', { '1/problem.json': text('{'), ...qduojCases }, '1/problem.json'],
    [
      'a special judge in Java',
      { '1/problem.json': qduojJson({ spj: { language: 'Java', code: 'x' } }), ...qduojCases },
      '1/problem.json',
    ],
  ])('refuses %s, naming the file', async (_, files, file) => {
    expect((await refusal(() => importQduojZip(zipSync(files)))).file).toBe(file);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('Hydro zip import', () => {
  it('reads the statement with samples and images, subtasks and a testlib checker', async () => {
    const zip = zipSync({
      'P1000/problem.yaml': text('title: Sum of parts\ntag: [dp, math]\n'),
      'P1000/problem_zh.md': text('## 题目描述\n\n中文\n'),
      'P1000/problem_en.md': text(
        [
          'Add them up. ![graph](file://graph.png)',
          '',
          '## Input',
          '',
          'Numbers.',
          '',
          '## Output',
          '',
          'Their sum.',
          '',
          '## Samples',
          '',
          '```input1',
          '1 2',
          '```',
          '',
          '```output1',
          '3',
          '```',
          '',
        ].join('\n'),
      ),
      'P1000/additional_file/graph.png': PNG,
      'P1000/testdata/config.yaml': text(
        [
          'time: 1.5s',
          'memory: 512m',
          'checker_type: testlib',
          'checker: chk.cc',
          'subtasks:',
          '  - score: 40',
          '    type: min',
          '    cases: [{ input: a1.in, output: a1.out }, { input: a2.in, output: a2.out }]',
          '  - score: 60',
          '    type: sum',
          '    cases: [{ input: b1.in, output: b1.out }, { input: b2.in, output: b2.out }]',
        ].join('\n'),
      ),
      'P1000/testdata/chk.cc': text(
        '#include "testlib.h"\nint main(int c, char** v) { registerTestlibCmd(c, v); }\n',
      ),
      'P1000/testdata/a1.in': text('1'),
      'P1000/testdata/a1.out': new Uint8Array([0, 0xff]),
      'P1000/testdata/a2.in': text('2'),
      'P1000/testdata/a2.out': text('2'),
      'P1000/testdata/b1.in': text('3'),
      'P1000/testdata/b1.out': text('3'),
      'P1000/testdata/b2.in': text('4'),
      'P1000/testdata/b2.out': text('4'),
    });
    const [problem] = await importHydroZip(zip);
    if (!problem) throw new Error('nothing imported');
    expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
    expect(problem.fields).toMatchObject({
      problemId: 'p1000',
      title: 'Sum of parts',
      tags: ['dp', 'math'],
      description: 'Add them up. ![graph](images/graph.png)',
      input: 'Numbers.',
      output: 'Their sum.',
      examples: [{ input: '1 2\n', output: '3\n' }],
      type: 1,
      timeLimit: 1500,
      memoryLimit: 512,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      checker: { protocol: 'hoj', language: 'C++', files: [{ name: 'chk.cc' }] },
    });
    expect(problem.images).toEqual({ 'graph.png': PNG });
    expect(judged(problem.testCases).map(({ score, groupNum }) => `${score}@${groupNum}`)).toEqual([
      '40@1',
      '40@1',
      '30@2',
      '30@3',
    ]);
    expect(problem.testCases[0]?.output).toEqual(new Uint8Array([0, 0xff]));
  });

  it('reads an interactive problem and pairs cases by name without a subtask list', async () => {
    const zip = zipSync({
      'problem.yaml': text('title: Guess\n'),
      'problem.md': text('Guess the number.\n'),
      'testdata/config.yaml': text('type: interactive\ninteractor: interactor.cpp\n'),
      'testdata/interactor.cpp': text('int main() {}\n'),
      'testdata/10.in': text('10'),
      'testdata/10.ans': text(''),
      'testdata/2.in': text('2'),
      'testdata/2.out': text(''),
    });
    const [problem] = await importHydroZip(zip, { fileName: 'guess.zip' });
    expect(problem?.fields).toMatchObject({
      title: 'Guess',
      judgeMode: 'interactive',
      type: 0,
      checker: { protocol: 'hoj', files: [{ name: 'interactor.cpp' }] },
    });
    expect(problem?.testCases.map((c) => c.inputName)).toEqual(['2.in', '10.in']);
  });

  it.each([
    [
      'a case named in config.yaml but missing',
      {
        'p/problem.yaml': text('title: P\n'),
        'p/testdata/config.yaml': text('cases: [{input: 1.in, output: 1.out}]\n'),
      },
      'p/testdata/1.in',
    ],
    [
      'an image the statement links but the zip lacks',
      {
        'p/problem.yaml': text('title: P\n'),
        'p/problem.md': text('![x](file://x.png)'),
        'p/testdata/1.in': text('1'),
        'p/testdata/1.out': text('1'),
      },
      'p/problem.md',
    ],
    [
      'a max-scored subtask',
      {
        'p/problem.yaml': text('title: P\n'),
        'p/testdata/config.yaml': text(
          'subtasks: [{score: 100, type: max, cases: [{input: 1.in, output: 1.out}]}]\n',
        ),
        'p/testdata/1.in': text('1'),
        'p/testdata/1.out': text('1'),
      },
      'p/testdata/config.yaml',
    ],
    ['broken problem.yaml', { 'p/problem.yaml': text('title: [\n') }, 'p/problem.yaml'],
  ])('refuses %s, naming the file', async (_, files, file) => {
    expect((await refusal(() => importHydroZip(zipSync(files)))).file).toBe(file);
  });
});
