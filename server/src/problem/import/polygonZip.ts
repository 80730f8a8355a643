import type { JudgeProgram, ProblemFields } from '@oj/events';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { eachItem, type ZipImportOptions } from './importIcpcZip';
import { latexToMarkdown } from './latexToMarkdown';
import { idFromTitle, slugify, uniqueIds } from './problemIds';
import { decodeSource, decodeText } from './text';
import {
  type GenerationPlan,
  type ImportedProblem,
  type ImportedTestCase,
  lazyTestCase,
  type PackageFile,
} from './types';
import { isIgnoredPath } from './zipPaths';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipEntry, type ZipSource } from './zipReader';

type Refuse = (file: string, why: string) => Error;
type Node = Record<string, unknown>;

const MAX_CASES = 1000;
/** Polygon's standard checkers that compare as our default judge does (tokens, lines); others are kept as checkers. */
const PLAIN_CHECKERS = new Set(['std::wcmp.cpp', 'std::lcmp.cpp']);
const LANGUAGE_ORDER = ['english', 'russian', 'chinese'];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) =>
    ['name', 'statement', 'test', 'group', 'testset', 'tag', 'file', 'executable', 'solution'].includes(name),
});

/**
 * A Codeforces Polygon package (the "full" package zip): problem.xml names the problem in each language,
 * the statement sections (statement-sections/<language>/legend.tex, input.tex, output.tex, notes.tex,
 * example.NN), the testset (limits, tests with their sample flag, group and points, group policies), the
 * checker (testlib: an HOJ-protocol checker, as the judge supplies testlib.h; std::wcmp/lcmp become the
 * default comparison) and the interactor. Tests come from the package (tests/NN, tests/NN.a) or, when
 * only a generator's command is there (`method="generated"`), from a generation plan: the package's
 * `files/` and its main solution, which a judge runner builds and runs to make them (the batch import).
 */
export async function importPolygonZip(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<ImportedProblem[]> {
  const zipName = options.fileName ?? 'polygon.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const files = new Map(entries.filter((e) => !isIgnoredPath(e.path)).map((e) => [e.path, e]));
  const roots = [...files.keys()]
    .filter((path) => path === 'problem.xml' || /^[^/]+\/problem\.xml$/.test(path))
    .map((path) => path.slice(0, -'problem.xml'.length))
    .sort();
  if (roots.length === 0) throw new ProblemImportError(zipName, null, 'no problem.xml found');
  const unique = uniqueIds();
  return eachItem(roots, (root) => importOne(root, files, unique), options);
}

function importOne(
  root: string,
  all: Map<string, ZipEntry>,
  unique: (id: string) => string,
): ImportedProblem {
  const files = new Map(
    [...all].filter(([p]) => p.startsWith(root)).map(([p, e]) => [p.slice(root.length), e]),
  );
  const xmlFile = `${root}problem.xml`;
  const xml = decodeText(files.get('problem.xml')?.read() ?? new Uint8Array());
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new ProblemImportError(xmlFile, null, `broken XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const problem = (parser.parse(xml) as Node).problem as Node | undefined;
  if (!problem) throw new ProblemImportError(xmlFile, null, 'the root element is not <problem>');
  const shortName = String(problem['@_short-name'] ?? root.replace(/\/$/, ''));
  const names = list((problem.names as Node | undefined)?.name);
  const language = pickLanguage(names.map((n) => String(n['@_language'] ?? '')));
  const title = String(names.find((n) => n['@_language'] === language)?.['@_value'] ?? shortName).trim();
  const problemId = unique(slugify(shortName) || idFromTitle(title, 'polygon'));
  const refuse: Refuse = (file, why) => new ProblemImportError(`${root}${file}`, problemId, why);

  const judging = problem.judging as Node | undefined;
  const testset = list(judging?.testset).find((t) => t['@_name'] === 'tests') ?? list(judging?.testset)[0];
  if (!testset) throw refuse('problem.xml', 'no testset in <judging>');
  const statement = readStatement(files, language, refuse);
  const cases = readTests(testset, files, refuse);
  const assets = (problem.assets ?? {}) as Node;
  const generation =
    cases.generated.length > 0 ? generationPlan(cases.generated, assets, files, refuse) : undefined;
  const interactor = assets.interactor as Node | undefined;
  const checker = interactor
    ? program(interactor, files, 'interactor', refuse)
    : readChecker(assets, files, refuse);
  const timeLimit = Number(testset['time-limit']);
  const memoryBytes = Number(testset['memory-limit']);
  const memoryLimit =
    Number.isFinite(memoryBytes) && memoryBytes > 0
      ? Math.max(1, Math.round(memoryBytes / 1048576))
      : undefined;
  const others = names.map((n) => String(n['@_language'])).filter((l) => l !== language);
  const tags = list((problem.tags as Node | undefined)?.tag).map((t) => String(t['@_value'] ?? ''));
  const fields = finishFields(
    {
      problemId,
      title,
      ...statement.text,
      examples: statement.examples.length > 0 ? statement.examples : cases.examples,
      tags,
      type: cases.scored ? 1 : 0,
      ...(Number.isFinite(timeLimit) && timeLimit > 0 ? { timeLimit: Math.min(timeLimit, 60_000) } : {}),
      ...(memoryLimit
        ? { memoryLimit: Math.min(memoryLimit, 4096), stackLimit: Math.min(memoryLimit, 4096) }
        : {}),
      judgeMode: interactor ? 'interactive' : checker ? 'spj' : 'default',
      judgeCaseMode: cases.judgeCaseMode,
      checker,
    },
    xmlFile,
  );
  const notes =
    others.length > 0
      ? [`The statement is the ${language} one; the package also has: ${others.join(', ')}.`]
      : [];
  return {
    fields,
    testCases: cases.testCases,
    images: statement.images,
    notes,
    ...(generation ? { generation } : {}),
  };
}

function list(value: unknown): Node[] {
  if (value == null) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}

function pickLanguage(languages: string[]): string {
  return LANGUAGE_ORDER.find((l) => languages.includes(l)) ?? languages[0] ?? 'english';
}

function readStatement(files: Map<string, ZipEntry>, language: string, refuse: Refuse) {
  const dir = `statement-sections/${language}/`;
  const images: Record<string, Uint8Array> = {};
  const image = (written: string) => {
    const name = written.replace(/^\.\//, '');
    const entry = files.get(`${dir}${name}`);
    if (!entry) throw refuse(`${dir}`, `the image '${written}' is not in the statement folder`);
    const safe = name.replaceAll('/', '_');
    images[safe] = entry.read();
    return safe;
  };
  const section = (name: string) => {
    const entry = files.get(`${dir}${name}.tex`);
    if (!entry) return '';
    const { sections } = latexToMarkdown(decodeText(entry.read()), image);
    return sections
      .map((s) => (s.title ? `## ${s.title}\n\n${s.body}` : s.body))
      .join('\n\n')
      .trim();
  };
  const examples: { input: string; output: string }[] = [];
  for (let n = 1; n <= 50; n++) {
    const stem = `${dir}example.${String(n).padStart(2, '0')}`;
    const input = files.get(stem);
    const output = files.get(`${stem}.a`);
    if (!input || !output) break;
    examples.push({ input: decodeText(input.read()), output: decodeText(output.read()) });
  }
  const text: Pick<ProblemFields, 'description' | 'input' | 'output' | 'hint'> = {
    description: section('legend'),
    input: section('input'),
    output: section('output'),
    hint: section('notes'),
  };
  return { text, examples, images };
}

/** Test NN's file from Polygon's printf-style pattern (`tests/%02d`). */
function testPath(pattern: string, n: number): string {
  return pattern.replace(/%0?(\d*)d/, (_, width: string) => String(n).padStart(Number(width) || 0, '0'));
}

function readTests(testset: Node, files: Map<string, ZipEntry>, refuse: Refuse) {
  const tests = list((testset.tests as Node | undefined)?.test);
  if (tests.length === 0) throw refuse('problem.xml', 'the testset has no tests');
  if (tests.length > MAX_CASES) throw refuse('problem.xml', `more than ${MAX_CASES} tests`);
  const inputPattern = String(testset['input-path-pattern'] ?? 'tests/%02d');
  const answerPattern = String(testset['answer-path-pattern'] ?? 'tests/%02d.a');
  const groups = new Map(
    list((testset.groups as Node | undefined)?.group).map((g) => [String(g['@_name']), g] as const),
  );
  const groupNames = [
    ...new Set(
      tests
        .map((t) => t['@_group'])
        .filter((g) => g != null)
        .map(String),
    ),
  ];
  const scored =
    tests.some((t) => t['@_points'] != null) || [...groups.values()].some((g) => g['@_points'] != null);
  const complete = (name: string) => groups.get(name)?.['@_points-policy'] === 'complete-group';
  const lowest =
    scored &&
    groupNames.some((g) => complete(g) && tests.filter((t) => String(t['@_group']) === g).length > 1);
  const examples: { input: string; output: string }[] = [];
  const generated: { test: number; cmd: string; index: number }[] = [];
  let single = groupNames.length;
  const testCases: ImportedTestCase[] = tests.map((test, index) => {
    const n = index + 1;
    const inputPath = testPath(inputPattern, n);
    const answerPath = testPath(answerPattern, n);
    const input = files.get(inputPath);
    const answer = files.get(answerPath);
    const cmd = String(test['@_cmd'] ?? '').trim();
    const generate = (!input || !answer) && test['@_method'] === 'generated' && cmd !== '';
    if ((!input || !answer) && !generate) {
      throw refuse(
        input ? answerPath : inputPath,
        `test ${n} is not in the package: download the full package with its tests from Polygon`,
      );
    }
    if (generate) generated.push({ test: n, cmd, index });
    else if (input && answer && (test['@_sample'] === 'true' || test['@_sample'] === true)) {
      examples.push({ input: decodeText(input.read()), output: decodeText(answer.read()) });
    }
    const group = test['@_group'] == null ? null : String(test['@_group']);
    const groupIndex = group === null ? 0 : groupNames.indexOf(group) + 1;
    const points = Number(test['@_points'] ?? 0);
    const groupPoints = group === null ? 0 : Number(groups.get(group)?.['@_points'] ?? 0);
    let score = scored ? Math.round(points) : 0;
    let groupNum = groupIndex;
    if (scored && group !== null && complete(group)) score = Math.round(groupPoints || points);
    else if (lowest) groupNum = ++single;
    if (!Number.isInteger(score) || score < 0 || score > 10_000)
      throw refuse('problem.xml', `test ${n}: points ${points}`);
    const rest = { inputName: inputPath.slice(-200), outputName: answerPath.slice(-200), score, groupNum };
    // A generated test's place: filled with the runner's bytes before the problem is stored.
    if (!input || !answer) return { input: new Uint8Array(), output: new Uint8Array(), ...rest };
    return lazyTestCase(input, answer, rest);
  });
  return {
    testCases,
    generated,
    examples: examples.slice(0, 50),
    scored,
    judgeCaseMode: (lowest ? 'subtask_lowest' : 'default') as ProblemFields['judgeCaseMode'],
  };
}

function readChecker(assets: Node, files: Map<string, ZipEntry>, refuse: Refuse): JudgeProgram | null {
  const checker = assets.checker as Node | undefined;
  if (!checker) return null;
  if (PLAIN_CHECKERS.has(String(checker['@_name'] ?? ''))) return null;
  if (checker['@_type'] != null && checker['@_type'] !== 'testlib') {
    throw refuse('problem.xml', `checker type '${checker['@_type']}' is not supported (testlib is)`);
  }
  return program(checker, files, 'checker', refuse);
}

function program(node: Node, files: Map<string, ZipEntry>, what: string, refuse: Refuse): JudgeProgram {
  const source = node.source as Node | undefined;
  const path = String(source?.['@_path'] ?? '');
  const entry = files.get(path);
  if (!entry) throw refuse(path || 'problem.xml', `the ${what}'s source is not in the package`);
  const content = decodeSource(entry.read());
  if (content === null) throw refuse(path, `the ${what} is not a UTF-8 source file`);
  const type = String(source?.['@_type'] ?? '');
  const language: JudgeProgram['language'] | null =
    type.startsWith('cpp') || /\.(cpp|cc|cxx)$/.test(path)
      ? 'C++'
      : type.startsWith('c.') || path.endsWith('.c')
        ? 'C'
        : type.startsWith('python.3') || path.endsWith('.py')
          ? 'Python3'
          : null;
  if (!language) throw refuse(path, `the ${what} must be C, C++ or Python 3 (it is ${type || 'unknown'})`);
  return { protocol: 'hoj', language, files: [{ name: path.split('/').pop() ?? 'checker.cpp', content }] };
}

/** Polygon source types and extensions we can build a generator or solution from. */
function sourceLanguage(path: string, type: string): GenerationPlan['solution']['language'] | null {
  if (type.startsWith('cpp') || /\.(cpp|cc|cxx)$/.test(path)) return 'C++';
  if (type.startsWith('c.') || path.endsWith('.c')) return 'C';
  if (type.startsWith('python.3') || path.endsWith('.py')) return 'Python3';
  return null;
}

/** The most bytes of package files a generation takes to the runner (generators, testlib.h, the solution). */
const MAX_GENERATION_FILE_BYTES = 16 * 1024 * 1024;
const PLAIN_NAME = /^[\w.-]{1,100}$/;

/**
 * What a judge runner needs to make the generated tests: every plain file of `files/` (generators and
 * the headers they include, testlib.h among them, compiled as given), the tag="main" solution, and each
 * test's command. A command whose generator has no source in `files/` is refused, naming the test and
 * the generator.
 */
function generationPlan(
  tests: GenerationPlan['tests'],
  assets: Node,
  files: Map<string, ZipEntry>,
  refuse: Refuse,
): GenerationPlan {
  const solutions = list((assets.solutions as Node | undefined)?.solution);
  const main = solutions.find((s) => s['@_tag'] === 'main');
  const source = main?.source as Node | undefined;
  const solutionPath = String(source?.['@_path'] ?? '');
  const solutionEntry = files.get(solutionPath);
  const first = tests[0];
  if (!solutionEntry || !first) {
    throw refuse(
      solutionPath || 'problem.xml',
      `test ${first?.test ?? 1} is generated ('${first?.cmd ?? ''}') and the package has no main solution (tag="main") to make its answer`,
    );
  }
  const solutionName = solutionPath.split('/').pop() ?? '';
  const language = sourceLanguage(solutionPath, String(source?.['@_type'] ?? ''));
  if (!language || !PLAIN_NAME.test(solutionName))
    throw refuse(solutionPath, 'the main solution must be C, C++ or Python 3 with a plain file name');
  const packageFiles: PackageFile[] = [];
  let bytes = 0;
  for (const [path, entry] of files) {
    const name = path.slice('files/'.length);
    if (!path.startsWith('files/') || !PLAIN_NAME.test(name) || name === solutionName) continue;
    packageFiles.push(packageFile(name, entry));
    bytes += entry.size;
  }
  packageFiles.push(packageFile(solutionName, solutionEntry));
  bytes += solutionEntry.size;
  if (bytes > MAX_GENERATION_FILE_BYTES)
    throw refuse('files/', `the generators' files exceed ${MAX_GENERATION_FILE_BYTES / 1048576} MB`);
  const names = new Set(packageFiles.map((f) => f.name));
  for (const { test, cmd } of tests) {
    const generator = cmd.split(/\s+/)[0] ?? '';
    const found = ['.cpp', '.cc', '.cxx', '.c', '.py'].some((ext) => names.has(`${generator}${ext}`));
    if (!found)
      throw refuse(
        'files/',
        `test ${test} is generated by '${cmd}' and the generator '${generator}' has no source in files/`,
      );
  }
  return { files: packageFiles, solution: { name: solutionName, language }, tests };
}

function packageFile(name: string, entry: ZipEntry): PackageFile {
  return { name, read: () => entry.read(), stream: () => entry.stream() };
}
