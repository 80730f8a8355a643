import { problemFields } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { HUSTOJ_ADAPTER } from './fpsChecker';
import { type ImportedProblem, importFpsXml } from './index';
import { readFps, refusal } from './testFixtures';

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

function importFile(name: string): ImportedProblem[] {
  const problems = importFpsXml(readFps(name), { fileName: name });
  for (const problem of problems) expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
  return problems;
}

describe('FPS files', () => {
  it('v1.1: four items with their limits, samples, test data and an embedded image', async () => {
    const problems = importFile('FPSPythonParser-multi.v1.1-4items.xml');
    expect(problems.map((p) => p.fields.title)).toEqual(['级数求和', '选数', '产生数', '过河卒']);
    for (const { fields } of problems) {
      expect(fields).toMatchObject({
        type: 0,
        timeLimit: 1000,
        memoryLimit: 128,
        judgeMode: 'default',
        checker: null,
      });
      expect(fields.problemId).toMatch(/^fps-[0-9a-f]{8}$/);
      expect(fields.source).toBe('NOIP2002');
    }
    expect(new Set(problems.map((p) => p.fields.problemId)).size).toBe(4);
    const [first, second, , fourth] = problems;
    expect(first?.fields.examples).toEqual([{ input: '1\n', output: '2\n' }]);
    expect(first?.fields.description).toContain('<p>已知：Sn=');
    expect(
      first?.testCases.map((t) => [decode(t.input), decode(t.output), t.inputName, t.outputName]),
    ).toEqual([
      ['12\n', '91380\n', '1.in', '1.out'],
      ['10\n', '12367\n', '2.in', '2.out'],
      ['14\n', '675214\n', '3.in', '3.out'],
      ['7\n', '616\n', '4.in', '4.out'],
      ['3\n', '11\n', '5.in', '5.out'],
    ]);
    expect(second?.fields.examples).toEqual([{ input: '4 3\n3 7 12 19', output: '1\n' }]);
    expect(Object.keys(fourth?.images ?? {})).toEqual(['02fspt1.gif']);
    expect(decode(fourth?.images['02fspt1.gif']?.subarray(0, 6))).toBe('GIF89a');
    expect(fourth?.fields.description).toContain('<img width="722" height="449" src="images/02fspt1.gif"');
    expect(fourth?.fields.description).not.toContain('192.168.2.105');
  });

  it('v1.2: the image placeholder, the special judge with its adapter, templates', async () => {
    const [problem, ...rest] = importFile('FPSPythonParser-fps.v1.2-img-placeholder-spj.xml');
    expect(rest).toHaveLength(0);
    expect(problem?.fields).toMatchObject({
      problemId: 'a-b-problem',
      title: 'A+B Problem',
      timeLimit: 1000,
      memoryLimit: 256,
      judgeMode: 'spj',
      hint: 'hint',
      examples: [{ input: '1 2', output: '3' }],
    });
    expect(problem?.fields.description).toBe('test<img src="images/20170219102428_18727.png" alt="" />');
    const png = problem?.images['20170219102428_18727.png'];
    expect([...(png?.subarray(0, 8) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(problem?.fields.checker).toEqual({
      protocol: 'hoj',
      language: 'C',
      files: [
        { name: 'spj.c', content: 'ii\n' },
        { name: 'hustoj_adapter.c', content: HUSTOJ_ADAPTER },
      ],
    });
    expect(Object.keys(problem?.fields.codeTemplates ?? {})).toEqual([
      'C',
      'C++',
      'Python',
      'Clang',
      'Clang++',
    ]);
    expect(problem?.testCases.map((t) => decode(t.input))).toEqual(['500 17\n', '1 2\n\n']);
  });

  it('v1.4: fractional seconds, named test files, HTML hint', async () => {
    const [problem] = importFile('fps-zhblue-A+B.v1.4.xml');
    expect(problem?.fields).toMatchObject({
      problemId: 'a-b-problem',
      timeLimit: 1000,
      memoryLimit: 256,
      checker: null,
    });
    expect(problem?.fields.hint).toContain('<pre>#include &lt;iostream&gt;');
    expect(problem?.testCases.map((t) => [t.inputName, t.outputName, decode(t.output)])).toEqual([
      ['test_01.in', 'test_01.out', '3\n'],
      ['2.in', '2.out', '517'],
      ['3.in', '3.out', '5\n'],
    ]);
    expect(problem?.testCases.every((t) => t.score === 0 && t.groupNum === 1)).toBe(true);
  });

  it('makes IDs unique within one import, and reads units', async () => {
    const item = (title: string, time: string) =>
      `<item><title>${title}</title><time_limit unit="ms">${time}</time_limit><memory_limit unit="kb">65536</memory_limit>` +
      '<test_input>1</test_input><test_output>1</test_output></item>';
    const problems = importFpsXml(`<fps version="1.2">${item('Echo', '500')}${item('Echo', '1500')}</fps>`);
    expect(problems.map((p) => [p.fields.problemId, p.fields.timeLimit, p.fields.memoryLimit])).toEqual([
      ['echo', 500, 64],
      ['echo-2', 1500, 64],
    ]);
  });

  it('imports <remote_oj> items (FPS 1.5) as remote problems of their bank, without test data', async () => {
    const remote = (oj: string, id: string) =>
      `<item><title>Remote ${oj}</title><time_limit>1</time_limit><memory_limit>32</memory_limit>` +
      `<description><![CDATA[<p>A + B</p>]]></description><sample_input>1 2</sample_input><sample_output>3</sample_output>` +
      `<remote_oj>${oj}</remote_oj><remote_id>${id}</remote_id></item>`;
    const problems = importFpsXml(
      `<fps version="1.5">${remote('hdu', '1000')}${remote('Codeforces', '4A')}${remote('POJ', '1001')}</fps>`,
    );
    for (const problem of problems) expect(problemFields.parse(problem.fields)).toEqual(problem.fields);
    expect(problems.map((p) => [p.fields.remote, p.testCases.length])).toEqual([
      [{ bank: 'HDU', problemId: '1000' }, 0],
      [{ bank: 'CF', problemId: '4A' }, 0],
      [{ bank: 'POJ', problemId: '1001' }, 0],
    ]);
    expect(problems[0]?.fields).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 32,
      examples: [{ input: '1 2', output: '3' }],
    });
    expect(problems[0]?.notes).toEqual(['judged on HDU (problem 1000) by the remote judge']);
  });

  it('refuses a remote item of a site we do not judge on, or without a usable remote_id', async () => {
    const item = (oj: string, id: string) =>
      `<fps><item><title>R</title><remote_oj>${oj}</remote_oj><remote_id>${id}</remote_id></item></fps>`;
    expect((await refusal(() => importFpsXml(item('UVa', '100')))).message).toContain(
      "remote judging on 'UVa' is not supported",
    );
    expect((await refusal(() => importFpsXml(item('hdu', '')))).message).toContain(
      "its remote_id '' is not a problem id of HDU",
    );
  });

  it('refuses a file that is not XML, naming the file and where', async () => {
    const error = await refusal(() => importFpsXml('this is not <xml', { fileName: 'broken.xml' }));
    expect(error.file).toBe('broken.xml');
    expect(error.message).toMatch(/^broken\.xml: not well-formed XML at line 1, column \d+/);
  });

  it('refuses test inputs and outputs that do not pair up, naming the item', async () => {
    const xml = readFps('fps-zhblue-A+B.v1.4.xml').replace(
      /<test_output name="test_01">[\s\S]*?<\/test_output>/,
      '',
    );
    const error = await refusal(() => importFpsXml(xml, { fileName: 'a.xml' }));
    expect(error.problem).toBe('A+B Problem');
    expect(error.message).toContain('3 test_input but 2 test_output elements');
  });

  it('refuses a whole file when one item is broken', async () => {
    const good = '<item><title>Good</title><test_input>1</test_input><test_output>1</test_output></item>';
    const bad =
      '<item><title>Bad</title><time_limit unit="h">1</time_limit><test_input>1</test_input><test_output>1</test_output></item>';
    expect((await refusal(() => importFpsXml(`<fps>${good}${bad}</fps>`))).message).toContain(
      "time_limit unit 'h'",
    );
  });

  it('takes a testlib checker as is', async () => {
    const spj =
      '<spj language="C++"><![CDATA[#include "testlib.h"\nint main(int c, char** v) { registerTestlibCmd(c, v); }]]></spj>';
    const xml = `<fps><item><title>T</title><test_input>1</test_input><test_output>1</test_output>${spj}</item></fps>`;
    expect(importFpsXml(xml)[0]?.fields.checker?.files.map((f) => f.name)).toEqual(['checker.cpp']);
  });
});
