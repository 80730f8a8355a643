import { problemFields } from '@oj/events';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detectFormat';
import { importPolygonZip } from './polygonZip';
import { refusal, text } from './testFixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9]);

/** problem.xml in the shape Polygon writes into a full package. */
function problemXml(options: { tests: string; groups?: string; assets: string }) {
  return text(`<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="7" short-name="sum-parts" url="https://polygon.example/p/sum-parts">
  <names>
    <name language="russian" value="Сумма"/>
    <name language="english" value="Sum of parts"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="Intel" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>2000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>4</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>${options.tests}</tests>
      ${options.groups ?? ''}
    </testset>
  </judging>
  <files><resources><file path="files/testlib.h" type="h.g++"/></resources></files>
  <assets>${options.assets}</assets>
  <tags><tag value="math"/><tag value="greedy"/></tags>
</problem>`);
}

const CHECKER =
  '<checker name="check.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>';
const tests = {
  'tests/01': text('1 2\n'),
  'tests/01.a': text('3\n'),
  'tests/02': new Uint8Array([0, 0xff, 10]),
  'tests/02.a': text('0\n'),
  'tests/03': text('5\n'),
  'tests/03.a': text('5\n'),
  'tests/04': text('7\n'),
  'tests/04.a': text('7\n'),
};
const statement = {
  'statement-sections/english/legend.tex': text('Add the numbers. \\includegraphics{pic.png}\n'),
  'statement-sections/english/input.tex': text('Two integers $a$ and $b$.\n'),
  'statement-sections/english/output.tex': text('Their sum.\n'),
  'statement-sections/english/notes.tex': text('Mind overflow.\n'),
  'statement-sections/english/pic.png': PNG,
  'statement-sections/english/example.01': text('1 2\n'),
  'statement-sections/english/example.01.a': text('3\n'),
  'files/check.cpp': text('#include "testlib.h"\nint main(int c, char** v) { registerTestlibCmd(c, v); }\n'),
};

describe('Polygon package import', () => {
  it('reads statement, samples, limits, groups with points as subtasks and the testlib checker', async () => {
    const zip = zipSync({
      'sum-parts/problem.xml': problemXml({
        tests: [
          '<test method="manual" sample="true" points="0" group="0"/>',
          '<test method="manual" points="0" group="0"/>',
          '<test method="generated" cmd="gen 3" points="20" group="1"/>',
          '<test method="generated" cmd="gen 4" points="20" group="1"/>',
        ].join(''),
        groups:
          '<groups><group name="0" points="0" points-policy="each-test"/><group name="1" points="40" points-policy="complete-group"/></groups>',
        assets: CHECKER,
      }),
      ...Object.fromEntries(
        Object.entries({ ...tests, ...statement }).map(([k, v]) => [`sum-parts/${k}`, v]),
      ),
    });
    expect(detectFormat(['sum-parts/problem.xml', 'sum-parts/tests/01'])).toBe('polygon');
    const [problem] = await importPolygonZip(zip);
    if (!problem) throw new Error('nothing imported');
    expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
    expect(problem.fields).toMatchObject({
      problemId: 'sum-parts',
      title: 'Sum of parts',
      timeLimit: 2000,
      memoryLimit: 256,
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      examples: [{ input: '1 2\n', output: '3\n' }],
      output: 'Their sum.',
      hint: 'Mind overflow.',
      tags: ['math', 'greedy'],
      checker: { protocol: 'hoj', language: 'C++', files: [{ name: 'check.cpp' }] },
    });
    expect(problem.fields.description).toContain('images/pic.png');
    expect(problem.images).toEqual({ 'pic.png': PNG });
    expect(problem.notes[0]).toContain('russian');
    expect(problem.testCases.map((c) => `${c.score}@${c.groupNum}`)).toEqual(['0@3', '0@4', '40@2', '40@2']);
    expect(problem.testCases[1]?.input).toEqual(new Uint8Array([0, 0xff, 10]));
  });

  it('reads an interactive problem with its interactor and a standard checker as the default comparison', async () => {
    const zip = zipSync({
      'problem.xml': problemXml({
        tests:
          '<test method="manual" sample="true"/><test method="manual"/><test method="manual"/><test method="manual"/>',
        assets:
          '<checker name="std::wcmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>' +
          '<interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>',
      }),
      'files/interactor.cpp': text('int main() {}\n'),
      ...tests,
    });
    const [problem] = await importPolygonZip(zip);
    expect(problem?.fields).toMatchObject({
      type: 0,
      judgeMode: 'interactive',
      checker: { protocol: 'hoj', files: [{ name: 'interactor.cpp' }] },
      examples: [{ input: '1 2\n', output: '3\n' }],
    });
  });

  const MAIN =
    '<solutions><solution tag="main"><source path="solutions/sol.cpp" type="cpp.g++17"/></solution>' +
    '<solution tag="wrong-answer"><source path="solutions/wa.cpp" type="cpp.g++17"/></solution></solutions>';
  const generatedXml = (assets: string) =>
    problemXml({
      tests:
        '<test method="manual"/><test method="manual"/><test method="generated" cmd="gen 3 -n=5" points="7"/><test method="generated" cmd="gen 4"/>',
      assets,
    });
  const { 'tests/03': _3, 'tests/03.a': _3a, 'tests/04': _4, 'tests/04.a': _4a, ...shipped } = tests;

  it('plans the generated tests a package does not ship: its files/, the main solution and each command', async () => {
    const zip = zipSync({
      'problem.xml': generatedXml(CHECKER + MAIN),
      ...shipped,
      ...statement,
      'files/gen.cpp': text('#include "testlib.h"\nint main() {}\n'),
      'files/testlib.h': text('// ours\n'),
      'files/nested/skip.txt': text('not a plain name\n'),
      'solutions/sol.cpp': text('int main() {}\n'),
      'solutions/wa.cpp': text('int main() { return 1; }\n'),
    });
    const [problem] = await importPolygonZip(zip);
    const plan = problem?.generation;
    if (!problem || !plan) throw new Error('no generation plan');
    expect(plan.tests).toEqual([
      { test: 3, cmd: 'gen 3 -n=5', index: 2 },
      { test: 4, cmd: 'gen 4', index: 3 },
    ]);
    expect(plan.solution).toEqual({ name: 'sol.cpp', language: 'C++' });
    expect(plan.files.map((f) => f.name).sort()).toEqual(['check.cpp', 'gen.cpp', 'sol.cpp', 'testlib.h']);
    expect(new TextDecoder().decode(plan.files.find((f) => f.name === 'testlib.h')?.read())).toBe(
      '// ours\n',
    );
    // The shipped tests are read; the generated ones keep their places, names and points.
    expect(problem.testCases).toHaveLength(4);
    expect(problem.testCases[0]?.input).toEqual(text('1 2\n'));
    expect(problem.testCases[2]).toMatchObject({ inputName: 'tests/03', outputName: 'tests/03.a', score: 7 });
  });

  it('refuses generated tests whose generator has no source, or with no main solution, naming test and generator', async () => {
    const base = { ...shipped, ...statement, 'solutions/sol.cpp': text('int main() {}\n') };
    const noGenerator = await refusal(() =>
      importPolygonZip(zipSync({ 'problem.xml': generatedXml(CHECKER + MAIN), ...base })),
    );
    expect(noGenerator.file).toBe('files/');
    expect(noGenerator.message).toContain("test 3 is generated by 'gen 3 -n=5'");
    expect(noGenerator.message).toContain("the generator 'gen' has no source");
    const noSolution = await refusal(() =>
      importPolygonZip(
        zipSync({
          'problem.xml': generatedXml(CHECKER),
          ...base,
          'files/gen.cpp': text('int main() {}\n'),
        }),
      ),
    );
    expect(noSolution.message).toContain('no main solution');
    // A missing manual test is still refused, naming it.
    const { 'tests/02': _2, ...withoutManual } = base;
    const manual = await refusal(() =>
      importPolygonZip(zipSync({ 'problem.xml': generatedXml(CHECKER + MAIN), ...withoutManual })),
    );
    expect(manual.file).toBe('tests/02');
  });

  it('refuses broken XML, naming problem.xml', async () => {
    const error = await refusal(() =>
      importPolygonZip(zipSync({ 'p/problem.xml': text('<problem><names>') })),
    );
    expect(error.file).toBe('p/problem.xml');
  });
});
