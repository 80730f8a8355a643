import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ImportedProblem, importIcpcZip } from './index';
import { refusal, text } from './testFixtures';

/** A scoring package `p` with `cases` per folder under data/secret and the given extra files. */
function scoringPackage(yaml: string, cases: Record<string, number>, extra: Record<string, string> = {}) {
  const files: Record<string, Uint8Array> = { 'p/problem.yaml': text(yaml) };
  for (const [dir, count] of Object.entries(cases)) {
    for (let n = 1; n <= count; n++) {
      files[`p/data/secret/${dir}${dir ? '/' : ''}${n}.in`] = text(`${n}\n`);
      files[`p/data/secret/${dir}${dir ? '/' : ''}${n}.ans`] = text(`${n}\n`);
    }
  }
  for (const [path, content] of Object.entries(extra)) files[`p/${path}`] = text(content);
  return zipSync(files);
}

const scores = (problem: ImportedProblem | undefined) => ({
  mode: problem?.fields.judgeCaseMode,
  cases: problem?.testCases.map((c) => `${c.inputName.slice(7, -3)}=${c.score}@${c.groupNum}`),
});

const LEGACY = 'name: P\ntype: scoring\n';
const DRAFT = 'problem_format_version: 2025-09\nname: P\ntype: scoring\n';

describe('test groups to scores', () => {
  it('legacy sum groups: accept_score per case, cases add up (default mode)', async () => {
    const zip = scoringPackage(
      LEGACY,
      { a: 2, b: 1 },
      { 'data/secret/a/testdata.yaml': 'accept_score: 10\n' },
    );
    expect(scores((await importIcpcZip(zip))[0])).toEqual({
      mode: 'default',
      cases: ['a/1=10@1', 'a/2=10@1', 'b/1=1@2'],
    });
  });

  it('legacy avg: the group score spread over its cases', async () => {
    const zip = scoringPackage(
      LEGACY,
      { a: 3 },
      { 'data/secret/a/testdata.yaml': 'accept_score: 20\ngrader_flags: avg\n' },
    );
    expect(scores((await importIcpcZip(zip))[0]).cases).toEqual(['a/1=6@1', 'a/2=7@1', 'a/3=7@1']);
  });

  it('legacy min next to sum: subtasks, each summed case its own group', async () => {
    const zip = scoringPackage(
      LEGACY,
      { a: 2, b: 2 },
      {
        'data/secret/a/testdata.yaml': 'accept_score: 30\ngrader_flags: min\n',
        'data/secret/b/testdata.yaml': 'accept_score: 35\n',
      },
    );
    expect(scores((await importIcpcZip(zip))[0])).toEqual({
      mode: 'subtask_lowest',
      cases: ['a/1=30@1', 'a/2=30@1', 'b/1=35@2', 'b/2=35@3'],
    });
  });

  it('legacy custom score validation: each group is worth its range maximum', async () => {
    const zip = scoringPackage(
      `${LEGACY}validation: custom score\n`,
      { '': 4 },
      {
        'data/secret/testdata.yaml': 'range: 0 100\n',
        'output_validators/v/v.py': 'import sys\n',
      },
    );
    const [problem] = await importIcpcZip(zip);
    expect(scores(problem).cases).toEqual(['1=25@1', '2=25@1', '3=25@1', '4=25@1']);
    expect(problem?.fields.checker?.language).toBe('Python3');
  });

  it('2025 test_group.yaml: explicit scores, the remainder shared, pass-fail by default', async () => {
    const zip = scoringPackage(
      DRAFT,
      { g1: 2, g2: 3, g3: 1 },
      {
        'data/secret/g1/test_group.yaml': 'max_score: 40\n',
        'data/secret/g2/test_group.yaml': 'score_aggregation: sum\n',
      },
    );
    expect(scores((await importIcpcZip(zip))[0])).toEqual({
      mode: 'subtask_lowest',
      cases: ['g1/1=40@1', 'g1/2=40@1', 'g2/1=10@2', 'g2/2=10@3', 'g2/3=10@4', 'g3/1=30@5'],
    });
  });

  it('2024 draft scoring map, and a draft without groups worth 100', async () => {
    const zip = scoringPackage(
      DRAFT,
      { g1: 1, g2: 1 },
      { 'data/secret/g1/testdata.yaml': 'scoring:\n  score: 25\n' },
    );
    expect(scores((await importIcpcZip(zip))[0]).cases).toEqual(['g1/1=25@1', 'g2/1=75@2']);
    expect(scores((await importIcpcZip(scoringPackage(DRAFT, { '': 3 })))[0])).toEqual({
      mode: 'default',
      cases: ['1=33@1', '2=33@1', '3=34@1'],
    });
  });

  it.each([
    ['legacy max', LEGACY, { 'data/secret/testdata.yaml': 'grader_flags: max\n' }, "grader flag 'max'"],
    ['a custom grader', LEGACY, { 'data/secret/testdata.yaml': 'grading: custom\n' }, 'custom graders'],
    [
      'a fractional accept_score',
      LEGACY,
      { 'data/secret/testdata.yaml': 'accept_score: 0.5\n' },
      'whole numbers',
    ],
    ['unbounded scores', DRAFT, { 'data/secret/test_group.yaml': 'max_score: unbounded\n' }, 'unbounded'],
  ])('refuses %s', async (_, yaml, extra, message) => {
    expect((await refusal(() => importIcpcZip(scoringPackage(yaml, { '': 1 }, extra)))).message).toContain(
      message,
    );
  });
});
