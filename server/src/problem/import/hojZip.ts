import { type JudgeProgram, judgeProgram } from '@oj/events';
import { z } from 'zod';
import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { eachItem, type ZipImportOptions } from './importIcpcZip';
import { idFromTitle, slugify, uniqueIds } from './problemIds';
import { decodeText, describeIssues } from './text';
import { type ImportedProblem, type ImportedTestCase, lazyTestCase } from './types';
import { isIgnoredPath } from './zipPaths';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipEntry, type ZipSource } from './zipReader';

const flag = z.union([z.boolean(), z.number()]).transform(Boolean);
const int = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
/** HOJ writes its extra files as a JSON string of name -> content; null or absent means none. */
const extraFiles = z
  .union([z.string(), z.record(z.string(), z.string())])
  .nullish()
  .transform((value, ctx) => {
    if (value == null || value === '') return {};
    if (typeof value !== 'string') return value;
    try {
      return z.record(z.string(), z.string()).parse(JSON.parse(value));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not a JSON object of file name to content' });
      return z.NEVER;
    }
  });

const hojSchema = z.object({
  judgeMode: z.enum(['default', 'spj', 'interactive']).nullish(),
  isSpj: flag.nullish(),
  languages: z.array(z.string()).nullish(),
  tags: z.array(z.string()).nullish(),
  codeTemplates: z.array(z.object({ language: z.string(), code: z.string() })).nullish(),
  samples: z
    .array(
      z.object({
        input: z.string(),
        output: z.string(),
        score: int.nullish(),
        groupNum: int.nullish(),
      }),
    )
    .nullish(),
  userExtraFile: extraFiles,
  judgeExtraFile: extraFiles,
  problem: z.object({
    problemId: z.string().nullish(),
    title: z.string(),
    author: z.string().nullish(),
    description: z.string().nullish(),
    input: z.string().nullish(),
    output: z.string().nullish(),
    examples: z.string().nullish(),
    hint: z.string().nullish(),
    source: z.string().nullish(),
    type: int.nullish(),
    timeLimit: int.nullish(),
    memoryLimit: int.nullish(),
    stackLimit: int.nullish(),
    difficulty: int.nullish(),
    judgeMode: z.enum(['default', 'spj', 'interactive']).nullish(),
    judgeCaseMode: z
      .enum(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'])
      .nullish(),
    codeShare: flag.nullish(),
    isRemoveEndBlank: flag.nullish(),
    openCaseResult: flag.nullish(),
    isFileIO: flag.nullish(),
    ioReadFileName: z.string().nullish(),
    ioWriteFileName: z.string().nullish(),
    spjCode: z.string().nullish(),
    spjLanguage: z.string().nullish(),
    userExtraFile: extraFiles,
    judgeExtraFile: extraFiles,
  }),
  /** Ours only (HOJ ignores it): what HOJ has no field for. */
  ojExtension: z
    .object({ checker: judgeProgram.nullish(), outputLimit: z.number().int().nullish() })
    .nullish(),
});

type HojJson = z.infer<typeof hojSchema>;

const SPJ_LANGUAGES: Record<string, { language: JudgeProgram['language']; file: string }> = {
  C: { language: 'C', file: 'checker.c' },
  'C++': { language: 'C++', file: 'checker.cpp' },
  'C With O2': { language: 'C', file: 'checker.c' },
  'C++ With O2': { language: 'C++', file: 'checker.cpp' },
  'C++ 17': { language: 'C++', file: 'checker.cpp' },
  'C++ 17 With O2': { language: 'C++', file: 'checker.cpp' },
  'C++ 20': { language: 'C++', file: 'checker.cpp' },
  'C++ 20 With O2': { language: 'C++', file: 'checker.cpp' },
  Python3: { language: 'Python3', file: 'checker.py' },
};

/**
 * HOJ's export zip: `problem_<key>.json` files, each with a folder of the same name holding the test
 * files its `samples` list names (HOJ's name for the judged cases). Wrapped in one extra folder is read
 * too. All or nothing: the first bad problem refuses the zip, naming the file.
 */
export async function importHojZip(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<ImportedProblem[]> {
  const zipName = options.fileName ?? 'hoj.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const byPath = new Map(entries.filter((e) => !isIgnoredPath(e.path)).map((e) => [e.path, e]));
  const jsons = [...byPath.keys()].filter((path) => /^([^/]+\/)?[^/]+\.json$/.test(path)).sort();
  if (jsons.length === 0) {
    throw new ProblemImportError(zipName, null, 'no problem JSON file (problem_<id>.json) at the zip root');
  }
  const unique = uniqueIds();
  return eachItem(jsons, (path) => importOne(path, byPath, unique), options);
}

function importOne(
  jsonPath: string,
  files: Map<string, ZipEntry>,
  unique: (id: string) => string,
): ImportedProblem {
  const folder = jsonPath.slice(0, -'.json'.length);
  const key = folder.split('/').pop() ?? folder;
  const refuse = (file: string, why: string, problem: string | null = key) =>
    new ProblemImportError(file, problem, why);
  const json = parseJson(files.get(jsonPath), jsonPath, key);
  const p = json.problem;
  const givenId = p.problemId && /^[A-Za-z0-9_-]{1,50}$/.test(p.problemId) ? p.problemId : null;
  const problemId = unique(givenId ?? (slugify(key) || idFromTitle(p.title, 'hoj')));
  const testCases = readCases(json, folder, files, (file, why) => refuse(file, why, problemId));
  const judgeMode = json.judgeMode ?? p.judgeMode ?? (json.isSpj ? 'spj' : 'default');
  const checker = json.ojExtension?.checker ?? spjChecker(p, jsonPath, problemId, judgeMode);
  const extension =
    json.ojExtension?.outputLimit == null ? {} : { outputLimit: json.ojExtension.outputLimit };
  const fields = finishFields(
    {
      problemId,
      title: p.title,
      ...(p.author == null ? {} : { author: p.author }),
      description: p.description ?? '',
      input: p.input ?? '',
      output: p.output ?? '',
      examples: parseExamples(p.examples ?? ''),
      hint: p.hint ?? '',
      ...(p.source == null ? {} : { source: p.source }),
      type: p.type === 1 ? 1 : 0,
      ...(p.timeLimit == null ? {} : { timeLimit: p.timeLimit }),
      ...(p.memoryLimit == null ? {} : { memoryLimit: p.memoryLimit }),
      ...(p.stackLimit == null ? {} : { stackLimit: p.stackLimit }),
      ...(p.difficulty == null ? {} : { difficulty: p.difficulty }),
      judgeMode,
      judgeCaseMode: p.judgeCaseMode ?? 'default',
      checker: judgeMode === 'default' ? null : checker,
      ...(p.codeShare == null ? {} : { codeShare: p.codeShare }),
      ...(p.isRemoveEndBlank == null ? {} : { isRemoveEndBlank: p.isRemoveEndBlank }),
      ...(p.openCaseResult == null ? {} : { openCaseResult: p.openCaseResult }),
      ...(p.isFileIO == null ? {} : { isFileIO: p.isFileIO }),
      ioReadFileName: p.ioReadFileName ?? '',
      ioWriteFileName: p.ioWriteFileName ?? '',
      userExtraFile: nonEmpty(json.userExtraFile) ?? p.userExtraFile,
      judgeExtraFile: nonEmpty(json.judgeExtraFile) ?? p.judgeExtraFile,
      ...(json.languages ? { languages: json.languages } : {}),
      codeTemplates: Object.fromEntries((json.codeTemplates ?? []).map((t) => [t.language, t.code])),
      tags: json.tags ?? [],
      ...extension,
    },
    jsonPath,
  );
  return { fields, testCases, images: {}, notes: [] };
}

function parseJson(entry: ZipEntry | undefined, path: string, key: string): HojJson {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(entry?.read() ?? new Uint8Array()));
  } catch (error) {
    throw new ProblemImportError(
      path,
      key,
      `not valid JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  const parsed = hojSchema.safeParse(value);
  if (!parsed.success) throw new ProblemImportError(path, key, describeIssues(parsed.error));
  return parsed.data;
}

const nonEmpty = (files: Record<string, string>) => (Object.keys(files).length > 0 ? files : null);

/** The cases the JSON lists, in its order; without a list, every .in of the folder with its .out or .ans. */
function readCases(
  json: HojJson,
  folder: string,
  files: Map<string, ZipEntry>,
  refuse: (file: string, why: string) => Error,
): ImportedTestCase[] {
  const listed =
    json.samples && json.samples.length > 0
      ? json.samples
      : [...files.keys()]
          .filter((path) => path.startsWith(`${folder}/`) && path.endsWith('.in'))
          .map((path) => path.slice(folder.length + 1))
          .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
          .map((input) => {
            const stem = input.slice(0, -3);
            const output = files.has(`${folder}/${stem}.out`) ? `${stem}.out` : `${stem}.ans`;
            return { input, output, score: null, groupNum: null };
          });
  if (listed.length === 0) throw refuse(`${folder}/`, 'no test cases: the folder holds no .in files');
  const read = (name: string) => {
    const entry = files.get(`${folder}/${name}`);
    if (!entry) throw refuse(`${folder}/${name}`, 'is listed as a test file but is not in the zip');
    return entry;
  };
  return listed.map((sample) =>
    lazyTestCase(read(sample.input), read(sample.output), {
      inputName: sample.input.slice(-200),
      outputName: sample.output.slice(-200),
      score: sample.score ?? 0,
      groupNum: sample.groupNum ?? 0,
    }),
  );
}

/** `<input>…</input><output>…</output>` pairs, HOJ's examples in one string. */
export function parseExamples(text: string): { input: string; output: string }[] {
  const pairs = text.matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g);
  return [...pairs].map(([, input = '', output = '']) => ({ input, output }));
}

function spjChecker(
  p: HojJson['problem'],
  file: string,
  problem: string,
  judgeMode: 'default' | 'spj' | 'interactive',
): JudgeProgram | null {
  if (judgeMode === 'default') return null;
  const what = judgeMode === 'spj' ? 'special judge' : 'interactor';
  if (!p.spjCode?.trim())
    throw new ProblemImportError(file, problem, `judgeMode ${judgeMode} without its ${what} (spjCode)`);
  const language = SPJ_LANGUAGES[p.spjLanguage ?? 'C++'];
  if (!language) {
    throw new ProblemImportError(
      file,
      problem,
      `the ${what} is in ${p.spjLanguage}; this judge builds them from C, C++ or Python 3`,
    );
  }
  return {
    protocol: 'hoj',
    language: language.language,
    files: [{ name: language.file, content: p.spjCode }],
  };
}
