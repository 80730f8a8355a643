import type { JudgeProgram, ProblemFields } from '@oj/events';
import { z } from 'zod';
import { spreadOiScores } from '../problemDefaults';
import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { HUSTOJ_ADAPTER } from './fpsChecker';
import { eachItem, type ZipImportOptions } from './importIcpcZip';
import { markdownSections } from './markdownStatement';
import { slugify, uniqueIds } from './problemIds';
import { sortSections } from './statementSections';
import { decodeSource, decodeText } from './text';
import { type ImportedProblem, type ImportedTestCase, lazyTestCase } from './types';
import { readYaml } from './yamlFile';
import { isIgnoredPath } from './zipPaths';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipEntry, type ZipSource } from './zipReader';

const text = z.union([z.string(), z.number()]).transform(String);
const problemYamlSchema = z.object({
  title: text.nullish(),
  pid: text.nullish(),
  tag: z.array(text).nullish(),
});
const caseSchema = z.object({ input: text, output: text });
const configSchema = z.object({
  type: z.string().nullish(),
  time: text.nullish(),
  memory: text.nullish(),
  checker_type: z.string().nullish(),
  checker: text.nullish(),
  interactor: text.nullish(),
  subtasks: z
    .array(
      z.object({
        score: z.number().int().min(0).max(10_000).nullish(),
        type: z.enum(['min', 'sum', 'max']).nullish(),
        cases: z.array(caseSchema).nullish(),
      }),
    )
    .nullish(),
  cases: z.array(caseSchema).nullish(),
});
type HydroConfig = z.infer<typeof configSchema>;

const MAX_CASES = 1000;
const STATEMENTS = ['problem_en.md', 'problem.md', 'problem_zh.md'];
const LANGUAGES: Record<string, JudgeProgram['language']> = {
  c: 'C',
  cc: 'C++',
  cpp: 'C++',
  cxx: 'C++',
  py: 'Python3',
};

/**
 * Hydro's export zip: a folder per problem with problem.yaml (title, tags), the statement as
 * problem_<lang>.md (English first), testdata/ (cases and config.yaml: limits, subtasks, checker or
 * interactor) and additional_file/ (statement images, linked as `file://<name>`). Samples written as
 * ```inputN / ```outputN blocks become examples. All or nothing, naming the file.
 */
export async function importHydroZip(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<ImportedProblem[]> {
  const zipName = options.fileName ?? 'hydro.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const files = new Map(entries.filter((e) => !isIgnoredPath(e.path)).map((e) => [e.path, e]));
  const roots = [...files.keys()]
    .filter((path) => path === 'problem.yaml' || /^[^/]+\/problem\.yaml$/.test(path))
    .map((path) => path.slice(0, -'problem.yaml'.length))
    .sort();
  if (roots.length === 0) throw new ProblemImportError(zipName, null, 'no problem.yaml found');
  const unique = uniqueIds();
  return eachItem(roots, (root) => importOne(root, files, unique), options);
}

function importOne(
  root: string,
  files: Map<string, ZipEntry>,
  unique: (id: string) => string,
): ImportedProblem {
  const under = (prefix: string) =>
    new Map(
      [...files]
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, e]) => [path.slice(prefix.length), e]),
    );
  const own = under(root);
  const yamlPath = `${root}problem.yaml`;
  const meta = readYaml(
    own.get('problem.yaml')?.read() ?? new Uint8Array(),
    problemYamlSchema,
    yamlPath,
    null,
  );
  const folderName = root.replace(/\/$/, '');
  const title = meta.title?.trim() || folderName || 'Hydro problem';
  const given = meta.pid && /^[A-Za-z0-9_-]{1,50}$/.test(meta.pid) ? meta.pid : null;
  const problemId = unique(given ?? (slugify(folderName) || slugify(title) || 'hydro'));
  const refuse = (file: string, why: string) => new ProblemImportError(`${root}${file}`, problemId, why);
  const testdata = under(`${root}testdata/`);
  const configEntry = testdata.get('config.yaml') ?? testdata.get('config.yml');
  const config: HydroConfig = configEntry
    ? readYaml(configEntry.read(), configSchema, `${root}testdata/config.yaml`, problemId)
    : {};
  const interactive = config.type === 'interactive';
  if (config.type && !['default', 'interactive'].includes(config.type)) {
    throw refuse('testdata/config.yaml', `problem type '${config.type}' is not supported by this judge`);
  }
  const statement = readStatement(own, under(`${root}additional_file/`), refuse);
  const scored = readCases(config, testdata, refuse);
  const checker = readChecker(config, testdata, refuse);
  const timeLimit = config.time ? duration(config.time, refuse) : undefined;
  const memoryLimit = config.memory ? megabytes(config.memory, refuse) : undefined;
  const fields = finishFields(
    {
      problemId,
      title,
      tags: meta.tag ?? [],
      ...statement.text,
      examples: statement.examples,
      type: scored.oi ? 1 : 0,
      ...(timeLimit === undefined ? {} : { timeLimit }),
      ...(memoryLimit === undefined ? {} : { memoryLimit, stackLimit: memoryLimit }),
      judgeMode: interactive ? 'interactive' : checker ? 'spj' : 'default',
      judgeCaseMode: scored.judgeCaseMode,
      checker,
      ...(config.checker_type === 'strict' ? { isRemoveEndBlank: false } : {}),
    },
    yamlPath,
  );
  return { fields, testCases: scored.cases, images: statement.images, notes: [] };
}

type Refuse = (file: string, why: string) => Error;

function readStatement(own: Map<string, ZipEntry>, additional: Map<string, ZipEntry>, refuse: Refuse) {
  const others = [...own.keys()].filter((name) => /^problem_[\w-]+\.md$/.test(name)).sort();
  const chosen = [...STATEMENTS, ...others].find((name) => own.has(name));
  const images: Record<string, Uint8Array> = {};
  if (!chosen) return { text: {}, examples: [], images };
  let markdown = decodeText(own.get(chosen)?.read() ?? new Uint8Array());
  const inputs = new Map<number, string>();
  const outputs = new Map<number, string>();
  markdown = markdown.replace(
    /```(input|output)(\d+)[^\n]*\n([\s\S]*?)```\n?/g,
    (_, kind: string, n: string, body: string) => {
      (kind === 'input' ? inputs : outputs).set(Number(n), body);
      return '';
    },
  );
  markdown = markdown.replace(
    /(!\[[^\]]*\]\(|<img\b[^>]*?\bsrc=["'])file:\/\/([^)"'\s]+)/g,
    (_, start: string, name: string) => {
      const file = decodeURIComponent(name);
      const entry = additional.get(file);
      if (!entry) throw refuse(chosen, `the image '${file}' is not in additional_file/`);
      const safe = file.replaceAll('/', '_');
      images[safe] = entry.read();
      return `${start}${safe}`;
    },
  );
  const examples = [...inputs.keys()]
    .sort((a, b) => a - b)
    .filter((n) => outputs.has(n))
    .map((n) => ({ input: inputs.get(n) ?? '', output: outputs.get(n) ?? '' }))
    .slice(0, 50);
  const sections = markdownSections(markdown, (file) => {
    if (!(file in images))
      throw refuse(chosen, `the image '${file}' is not in additional_file/ (link it as file://${file})`);
    return file;
  });
  // Headings with nothing left under them were the samples' own ("## 样例"): dropped with them.
  const kept = sections.filter((section, index) => section.body !== '' || index === 0);
  return { text: sortSections(kept), examples, images };
}

/** Subtasks become groups: min ones all-or-nothing (subtask_lowest), sum ones a share per case. */
function readCases(
  config: HydroConfig,
  testdata: Map<string, ZipEntry>,
  refuse: Refuse,
): { cases: ImportedTestCase[]; oi: boolean; judgeCaseMode: ProblemFields['judgeCaseMode'] } {
  const read = (name: string) => {
    const entry = testdata.get(name);
    if (!entry) throw refuse(`testdata/${name}`, 'is named in config.yaml but is not in the zip');
    return entry;
  };
  const testCase = (c: { input: string; output: string }, score: number, groupNum: number) =>
    lazyTestCase(read(c.input), read(c.output), {
      inputName: c.input.slice(-200),
      outputName: c.output.slice(-200),
      score,
      groupNum,
    });
  const subtasks = config.subtasks ?? [];
  if (subtasks.length === 0) {
    const pairs = config.cases?.length ? config.cases : findPairs(testdata);
    if (pairs.length === 0) throw refuse('testdata/', 'no test cases (.in with .out or .ans)');
    if (pairs.length > MAX_CASES) throw refuse('testdata/', `more than ${MAX_CASES} test cases`);
    const scores = spreadOiScores(pairs.length);
    return {
      cases: pairs.map((c, i) => testCase(c, scores[i] ?? 0, 0)),
      oi: false,
      judgeCaseMode: 'default',
    };
  }
  const lowest = subtasks.some((s) => (s.type ?? 'min') === 'min' && (s.cases?.length ?? 0) > 1);
  const cases: ImportedTestCase[] = [];
  let group = 0;
  subtasks.forEach((subtask, index) => {
    const kind = subtask.type ?? 'min';
    const list = subtask.cases ?? [];
    if (kind === 'max')
      throw refuse('testdata/config.yaml', `subtask ${index + 1}: 'max' scoring has no equivalent here`);
    if (list.length === 0) throw refuse('testdata/config.yaml', `subtask ${index + 1} has no cases`);
    const score = subtask.score ?? 0;
    if (kind === 'min') {
      group++;
      for (const c of list) cases.push(testCase(c, score, group));
    } else {
      const shares = spreadOiScores(list.length, score);
      list.forEach((c, i) => {
        if (lowest) group++;
        cases.push(testCase(c, shares[i] ?? 0, lowest ? group : index + 1));
      });
    }
  });
  if (cases.length > MAX_CASES) throw refuse('testdata/', `more than ${MAX_CASES} test cases`);
  return { cases, oi: true, judgeCaseMode: lowest ? 'subtask_lowest' : 'default' };
}

/** Hydro's automatic pairing: `<name>.in` with `<name>.out` or `.ans`, and `input<N>.txt` with `output<N>.txt`. */
function findPairs(testdata: Map<string, ZipEntry>): { input: string; output: string }[] {
  const pairs: { input: string; output: string }[] = [];
  for (const name of testdata.keys()) {
    const stem = /^(.*)\.in$/.exec(name)?.[1];
    const numbered = /^(.*\/)?input(\d+)\.txt$/.exec(name);
    const output = stem
      ? [`${stem}.out`, `${stem}.ans`].find((o) => testdata.has(o))
      : numbered
        ? `${numbered[1] ?? ''}output${numbered[2]}.txt`
        : undefined;
    if ((stem || numbered) && output && testdata.has(output)) pairs.push({ input: name, output });
  }
  return pairs.sort((a, b) => a.input.localeCompare(b.input, 'en', { numeric: true }));
}

function readChecker(
  config: HydroConfig,
  testdata: Map<string, ZipEntry>,
  refuse: Refuse,
): JudgeProgram | null {
  const program = (
    name: string,
    what: string,
    extra: { name: string; content: string }[] = [],
  ): JudgeProgram => {
    const entry = testdata.get(name);
    if (!entry) throw refuse(`testdata/${name}`, `the ${what} named in config.yaml is not in the zip`);
    const content = decodeSource(entry.read());
    if (content === null) throw refuse(`testdata/${name}`, 'not a UTF-8 source file');
    const language = LANGUAGES[name.split('.').pop()?.toLowerCase() ?? ''];
    if (!language) throw refuse(`testdata/${name}`, `the ${what} must be C, C++ or Python 3 source`);
    return { protocol: 'hoj', language, files: [{ name: name.split('/').pop() ?? name, content }, ...extra] };
  };
  if (config.type === 'interactive') {
    if (!config.interactor)
      throw refuse('testdata/config.yaml', 'an interactive problem needs its interactor');
    return program(config.interactor, 'interactor');
  }
  const type = config.checker_type ?? 'default';
  if (type === 'default' || type === 'strict') return null;
  if (!config.checker) throw refuse('testdata/config.yaml', `checker_type ${type} without its checker file`);
  if (type === 'testlib' || type === 'qduoj') return program(config.checker, 'checker');
  if (type === 'hustoj') {
    const checker = program(config.checker, 'checker');
    return { ...checker, files: [...checker.files, { name: 'hustoj_adapter.c', content: HUSTOJ_ADAPTER }] };
  }
  throw refuse(
    'testdata/config.yaml',
    `checker_type ${type} is not supported (default, strict, testlib, qduoj, hustoj are)`,
  );
}

function duration(value: string, refuse: Refuse): number {
  const match = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(value);
  const amount = Number(match?.[1]);
  if (!match || !Number.isFinite(amount))
    throw refuse('testdata/config.yaml', `time '${value}' is not a duration`);
  const ms = Math.round(match[2]?.toLowerCase() === 'ms' ? amount : amount * 1000);
  return Math.min(Math.max(ms, 1), 60_000);
}

function megabytes(value: string, refuse: Refuse): number {
  const match = /^\s*([\d.]+)\s*([kmg])?i?b?\s*$/i.exec(value);
  const amount = Number(match?.[1]);
  if (!match || !Number.isFinite(amount))
    throw refuse('testdata/config.yaml', `memory '${value}' is not a size`);
  const unit = match[2]?.toLowerCase() ?? 'm';
  const mb = unit === 'g' ? amount * 1024 : unit === 'k' ? amount / 1024 : amount;
  return Math.min(Math.max(Math.round(mb), 1), 4096);
}
