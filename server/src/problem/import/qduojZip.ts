import type { JudgeProgram } from '@oj/events';
import { z } from 'zod';
import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { eachItem, type ZipImportOptions } from './importIcpcZip';
import { slugify, uniqueIds } from './problemIds';
import { decodeText, describeIssues } from './text';
import { type ImportedProblem, lazyTestCase } from './types';
import { isIgnoredPath } from './zipPaths';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipEntry, type ZipSource } from './zipReader';

const formatted = z.union([
  z.string(),
  z.object({ format: z.string().nullish(), value: z.string().nullish() }),
]);
const qduojSchema = z.object({
  display_id: z.union([z.string(), z.number()]).transform(String).nullish(),
  title: z.string(),
  description: formatted.nullish(),
  input_description: formatted.nullish(),
  output_description: formatted.nullish(),
  hint: formatted.nullish(),
  samples: z.array(z.object({ input: z.string(), output: z.string() })).nullish(),
  test_case_score: z
    .array(
      z.object({
        score: z.number().int().nullish(),
        input_name: z.string(),
        output_name: z.string().nullish(),
      }),
    )
    .nullish(),
  time_limit: z.number().int().positive().nullish(),
  memory_limit: z.number().int().positive().nullish(),
  template: z
    .record(
      z.string(),
      z.union([
        z.string(),
        z.object({
          prepend: z.string().nullish(),
          template: z.string().nullish(),
          append: z.string().nullish(),
        }),
      ]),
    )
    .nullish(),
  spj: z.object({ code: z.string(), language: z.string() }).nullish(),
  rule_type: z.enum(['ACM', 'OI']).nullish(),
  source: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
type QduojJson = z.infer<typeof qduojSchema>;

/**
 * QDUOJ's export zip: one numbered folder per problem, each with `problem.json` and `testcase/` holding
 * the files `test_case_score` names (a case without its output file is refused: our cases carry an
 * answer, special judges' too). Statements are HTML, kept as they
 * are inside our Markdown fields (the web sanitises them). A QDUOJ special judge is called with the
 * input and the user's output and exits 0 (accepted) or 1 (wrong answer): the same places and codes
 * in our HOJ protocol, so it is imported as it is. All or nothing, naming the file.
 */
export async function importQduojZip(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<ImportedProblem[]> {
  const zipName = options.fileName ?? 'qduoj.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const files = new Map(entries.filter((e) => !isIgnoredPath(e.path)).map((e) => [e.path, e]));
  const jsons = [...files.keys()]
    .filter((path) => path === 'problem.json' || path.endsWith('/problem.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (jsons.length === 0) throw new ProblemImportError(zipName, null, 'no problem.json found');
  const unique = uniqueIds();
  return eachItem(jsons, (path) => importOne(path, files, unique), options);
}

function importOne(
  jsonPath: string,
  files: Map<string, ZipEntry>,
  unique: (id: string) => string,
): ImportedProblem {
  const folder = jsonPath.slice(0, -'problem.json'.length);
  const json = parseJson(files.get(jsonPath), jsonPath);
  const given = json.display_id && /^[A-Za-z0-9_-]{1,50}$/.test(json.display_id) ? json.display_id : null;
  const problemId = unique(given ?? (slugify(json.display_id ?? '') || slugify(json.title) || 'qduoj'));
  const refuse = (file: string, why: string) => new ProblemImportError(file, problemId, why);
  const oi = json.rule_type === 'OI';
  const listed = json.test_case_score ?? [];
  if (listed.length === 0) throw refuse(jsonPath, 'test_case_score lists no test cases');
  const read = (name: string) => {
    const entry = files.get(`${folder}testcase/${name}`);
    if (!entry)
      throw refuse(`${folder}testcase/${name}`, 'is listed in test_case_score but is not in the zip');
    return entry;
  };
  const testCases = listed.map((c) => {
    if (!c.output_name)
      throw refuse(`${folder}testcase/${c.input_name}`, 'has no output file: cases need an answer here');
    return lazyTestCase(read(c.input_name), read(c.output_name), {
      inputName: c.input_name.slice(-200),
      outputName: c.output_name.slice(-200),
      score: oi ? (c.score ?? 0) : 0,
      groupNum: 0,
    });
  });
  const notes: string[] = [];
  const fields = finishFields(
    {
      problemId,
      title: json.title,
      description: text(json.description),
      input: text(json.input_description),
      output: text(json.output_description),
      hint: text(json.hint),
      examples: (json.samples ?? []).slice(0, 50),
      ...(json.source == null ? {} : { source: json.source }),
      tags: json.tags ?? [],
      type: oi ? 1 : 0,
      ...(json.time_limit == null ? {} : { timeLimit: Math.min(json.time_limit, 60_000) }),
      ...(json.memory_limit == null ? {} : { memoryLimit: Math.min(json.memory_limit, 4096) }),
      judgeMode: json.spj ? 'spj' : 'default',
      checker: json.spj ? spjChecker(json.spj, jsonPath, problemId) : null,
      codeTemplates: templates(json.template, notes),
    },
    jsonPath,
  );
  return { fields, testCases, images: {}, notes };
}

function parseJson(entry: ZipEntry | undefined, path: string): QduojJson {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(entry?.read() ?? new Uint8Array()));
  } catch (error) {
    throw new ProblemImportError(
      path,
      null,
      `not valid JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  const parsed = qduojSchema.safeParse(value);
  if (!parsed.success) throw new ProblemImportError(path, null, describeIssues(parsed.error));
  return parsed.data;
}

const text = (value: z.infer<typeof formatted> | null | undefined) =>
  value == null ? '' : typeof value === 'string' ? value : (value.value ?? '');

function spjChecker(spj: { code: string; language: string }, file: string, problem: string): JudgeProgram {
  if (spj.language === 'C')
    return { protocol: 'hoj', language: 'C', files: [{ name: 'spj.c', content: spj.code }] };
  if (spj.language === 'C++') {
    return { protocol: 'hoj', language: 'C++', files: [{ name: 'spj.cpp', content: spj.code }] };
  }
  throw new ProblemImportError(
    file,
    problem,
    `a special judge in ${spj.language}: this judge builds them from C or C++`,
  );
}

/** QDUOJ wraps the user's code between `prepend` and `append`; we have one starting code per language. */
function templates(given: QduojJson['template'], notes: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, value] of Object.entries(given ?? {})) {
    if (typeof value === 'string') {
      out[language] = value;
      continue;
    }
    out[language] = value.template ?? '';
    if (value.prepend?.trim() || value.append?.trim()) {
      notes.push(
        `The ${language} template's hidden prepend/append code was not imported: only its visible part.`,
      );
    }
  }
  return out;
}
