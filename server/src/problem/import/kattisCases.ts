import { spreadOiScores } from '../problemDefaults';
import { type GroupConfig, inheritedConfig, usesDraftKeys, usesLegacyKeys } from './groupConfig';
import { draftUnits, legacyUnits, type ScoreUnit } from './groupScoring';
import type { KattisMeta } from './kattisProblemYaml';
import type { TestData, TestFile } from './testData';
import { decodeText } from './text';
import { type ImportedTestCase, lazyTestCase } from './types';
import type { ZipEntry } from './zipReader';

export interface KattisCases {
  testCases: ImportedTestCase[];
  examples: { input: string; output: string }[];
  /** Sample transcripts of interactive problems, as Markdown for the hint. */
  interactions: string;
  judgeCaseMode: 'default' | 'subtask_lowest';
}

const MAX_CASES = 1000;
const MAX_EXAMPLES = 50;
const MAX_EXAMPLE_CHARS = 65_535;

/**
 * Samples and judged cases. Kattis judges the samples of a pass-fail problem (it is accepted only if
 * they pass too), so there they are test cases as well, in group 0. A scoring problem's samples are
 * worth nothing (2025 format; legacy packages say `ignore_sample`), so they are not judged there.
 * Interactive samples are transcripts, shown in the hint; their .in files stay secret, as the spec asks.
 */
export function kattisCases(
  data: TestData,
  configs: Map<string, GroupConfig>,
  meta: KattisMeta,
  refuse: (file: string, why: string) => Error,
): KattisCases {
  const examples = meta.interactive
    ? []
    : data.samples.flatMap((sample) => example(sample, data.sampleFiles));
  const interactions = [...data.sampleFiles]
    .filter(([name]) => name.endsWith('.interaction'))
    .map(([name, entry], index) => transcript(index + 1, name, entry))
    .join('\n\n');
  const scored = meta.scoring
    ? scoredCases(data, configs, meta, refuse)
    : { judgeCaseMode: 'default' as const, cases: passFailCases(data) };
  if (scored.cases.length > MAX_CASES) {
    throw refuse('data/', `${scored.cases.length} test cases; at most ${MAX_CASES} are allowed`);
  }
  const testCases = scored.cases.map(({ test, score, groupNum }) =>
    lazyTestCase(test.input, test.answer, {
      inputName: `${test.name}.in`.slice(-200),
      outputName: `${test.name}.ans`.slice(-200),
      score,
      groupNum,
    }),
  );
  return {
    testCases,
    examples: examples.slice(0, MAX_EXAMPLES),
    interactions,
    judgeCaseMode: scored.judgeCaseMode,
  };
}

interface ScoredCase {
  test: TestFile;
  score: number;
  groupNum: number;
}

/** Pass-fail: no scores; the group number shows the folder (0 for samples, then each secret folder). */
function passFailCases(data: TestData): ScoredCase[] {
  const secret = allCases(data.secret);
  const folderIndex = folderNumbers(secret);
  return [
    ...data.samples.map((test) => ({ test, score: 0, groupNum: 0 })),
    ...secret.map((test) => ({ test, score: 0, groupNum: folderIndex(test) })),
  ];
}

/**
 * Scoring: units of score (see groupScoring) become cases. When some unit is all-or-nothing over several
 * cases, the problem judges in subtask_lowest mode: such a unit is one group whose cases all carry its
 * score, and every summed case is a group of its own (its lowest is itself), so totals stay exact.
 * Otherwise cases simply add up (default mode) and the group number only shows the folder.
 */
function scoredCases(
  data: TestData,
  configs: Map<string, GroupConfig>,
  meta: KattisMeta,
  refuse: (file: string, why: string) => Error,
): { judgeCaseMode: 'default' | 'subtask_lowest'; cases: ScoredCase[] } {
  if (data.sampleOnly) {
    // Nothing else to judge: the samples share the 100 points the secret data would have had.
    const scores = spreadOiScores(data.samples.length, 100);
    return {
      judgeCaseMode: 'default',
      cases: data.samples.map((test, index) => ({ test, score: scores[index] ?? 0, groupNum: 0 })),
    };
  }
  const all = [...configs.values()];
  if (all.some(usesLegacyKeys) && all.some(usesDraftKeys)) {
    throw refuse(
      'data/',
      'the group configuration mixes legacy keys (accept_score, grader_flags...) with draft ones (scoring, max_score...)',
    );
  }
  const legacy = all.some(usesLegacyKeys) || (!all.some(usesDraftKeys) && meta.version === 'legacy');
  const refuseGroup = (dir: string, why: string) => refuse(`data/${dir}/`, why);
  const units = legacy
    ? legacyUnits(data.secret, inheritedConfig(configs), meta.validatorScores, refuseGroup)
    : draftUnits(data.secret, (dir) => configs.get(dir), refuseGroup);
  const subtasks = units.some((unit) => unit.allOrNothing && unit.cases.length > 1);
  const unitOf = new Map<TestFile, [ScoreUnit, number]>();
  for (const unit of units) {
    unit.cases.forEach((test, index) => {
      unitOf.set(test, [unit, unit.scores[index] ?? 0]);
    });
  }
  const sorted = [...unitOf.keys()].sort((a, b) => (a.name < b.name ? -1 : 1));
  const folderIndex = folderNumbers(sorted);
  const unitGroups = new Map<ScoreUnit, number>();
  let next = 0;
  const cases = sorted.map((test) => {
    const [unit, score] = unitOf.get(test) ?? [undefined, 0];
    if (!subtasks || !unit) return { test, score, groupNum: folderIndex(test) };
    if (!unit.allOrNothing) return { test, score, groupNum: ++next };
    const groupNum = unitGroups.get(unit) ?? ++next;
    unitGroups.set(unit, groupNum);
    return { test, score, groupNum };
  });
  return { judgeCaseMode: subtasks ? 'subtask_lowest' : 'default', cases };
}

function allCases(node: TestData['secret']): TestFile[] {
  return [...node.cases, ...node.children.flatMap(allCases)].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** 1 for the first folder holding cases, 2 for the next... in name order. */
function folderNumbers(cases: TestFile[]): (test: TestFile) => number {
  const folderOf = (test: TestFile) => test.name.slice(0, test.name.lastIndexOf('/'));
  const folders = [...new Set(cases.map(folderOf))].sort();
  return (test) => folders.indexOf(folderOf(test)) + 1;
}

/** What the statement shows: `.in.statement` / `.ans.statement` / `.out` where the package has them. */
function example(sample: TestFile, files: Map<string, ZipEntry>): { input: string; output: string }[] {
  const input = files.get(`${sample.name}.in.statement`) ?? sample.input;
  const output =
    files.get(`${sample.name}.ans.statement`) ?? files.get(`${sample.name}.out`) ?? sample.answer;
  const shown = { input: decodeText(input.read()), output: decodeText(output.read()) };
  // An example too long for the form stays a test case only.
  return shown.input.length > MAX_EXAMPLE_CHARS || shown.output.length > MAX_EXAMPLE_CHARS ? [] : [shown];
}

function transcript(number: number, name: string, entry: ZipEntry): string {
  const text = decodeText(entry.read()).replace(/\s+$/, '');
  const fence = text.includes('```') ? '~~~~' : '```';
  const heading =
    number === 1 ? 'Lines starting with `>` are what your program writes, `<` what it reads.\n\n' : '';
  return `${heading}**Sample interaction ${number}** (${name.split('/').pop()})\n\n${fence}\n${text}\n${fence}`;
}
