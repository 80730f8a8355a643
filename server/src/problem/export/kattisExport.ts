import type { ProblemFields } from '@oj/events';
import { stringify } from 'yaml';
import type { ZipOutEntry } from '../import/zipWriter';
import { spreadOiScores } from '../problemDefaults';
import { hojCheckerAsKattis } from './hojKattisAdapter';

/** A case to export: its numbers now, its bytes when the archive reaches it. */
export interface ExportCase {
  score: number;
  groupNum: number;
  input: () => Promise<Uint8Array>;
  output: () => Promise<Uint8Array>;
  /** For matching a pass-fail problem's group-0 cases to its examples; read once, before the archive starts. */
  inputText?: () => Promise<string>;
  outputText?: () => Promise<string>;
}

export interface ExportProblem {
  fields: ProblemFields;
  cases: ExportCase[];
  /** The bytes of a stored statement image (`<sha256>.<ext>`), or null when it is gone. */
  image: (file: string) => Promise<Uint8Array | null>;
}

/** Why a problem cannot become a package of the asked format, for the admin. */
export class ProblemExportError extends Error {
  constructor(
    readonly problemId: string,
    message: string,
  ) {
    super(`Problem ${problemId}: ${message}`);
    this.name = 'ProblemExportError';
  }
}

const STORED_IMAGE = /(!\[[^\]]*\]\(|<img\b[^>]*?\bsrc=["'])\/api\/public\/image\/([0-9a-f]{64}\.[a-z]+)/gi;
const DEFAULT_VALIDATOR = 'default_validator.cpp';

/**
 * One problem as a Kattis problem package (2023-07 format) under `<problemId>/`, written so that our
 * importer reads it back to the same problem:
 * - problem.yaml: name, credits, source, keywords (the tags), limits, type (pass-fail or scoring, plus
 *   interactive and multi-pass), validator_flags (the default validator's arguments);
 * - statement/problem.en.md: description, then Input, Output and Notes sections; stored statement images
 *   go next to it and the links become relative;
 * - data/sample: a pass-fail problem's group-0 cases that are its examples (Kattis judges samples, so
 *   they are cases on import too; interactive ones always), or a scoring problem's examples (not judged);
 * - data/secret/groupNNN/: the other cases by group; a scoring problem's groups carry testdata.yaml
 *   (`scoring: {score, aggregation}`): pass-fail for a subtask group (subtask_lowest), sum otherwise, and
 *   a group whose scores are not an even spread is split into one folder per case;
 * - output_validator/: a custom Kattis-protocol checker, or the interactor; a checker of the HOJ
 *   protocol (argv `input output answer`, C or C++) with our adapter (hojKattisAdapter.ts) beside it.
 * A Python checker of the HOJ protocol, or an HOJ-protocol interactor, has no Kattis form: refused.
 */
export async function kattisPackageEntries(problem: ExportProblem): Promise<ZipOutEntry[]> {
  const { fields } = problem;
  const root = `${fields.problemId}/`;
  const checker = fields.checker;
  const interactive = fields.judgeMode === 'interactive';
  const adapted = checker?.protocol === 'hoj' && !interactive ? hojCheckerAsKattis(checker) : null;
  if (checker && checker.protocol !== 'kattis' && !adapted) {
    throw new ProblemExportError(
      fields.problemId,
      interactive
        ? 'its interactor uses the HOJ protocol, which a Kattis package cannot carry; export it as an HOJ zip'
        : 'its checker is a Python program of the HOJ protocol, which a Kattis package cannot carry; export it as an HOJ zip',
    );
  }
  const scoring = fields.type === 1;
  const defaultValidator = checker?.files.length === 1 && checker.files[0]?.name === DEFAULT_VALIDATOR;
  const entries: ZipOutEntry[] = [];
  const add = (path: string, bytes: ZipOutEntry['bytes']) => entries.push({ path: root + path, bytes });
  const text = (value: string) => new TextEncoder().encode(value);

  add('problem.yaml', text(problemYaml(fields, scoring, interactive, defaultValidator)));
  const statement = await statementFiles(problem);
  for (const [name, bytes] of statement) add(`statement/${name}`, bytes);
  if (checker && !defaultValidator) {
    for (const file of adapted ?? checker.files) add(`output_validator/${file.name}`, text(file.content));
  }

  const { samples, secret } = await splitSamples(problem, scoring, interactive);
  samples.forEach((sample, index) => {
    const name = `data/sample/${String(index + 1).padStart(3, '0')}`;
    add(`${name}.in`, sample.input);
    add(`${name}.ans`, sample.output);
  });
  const folders = secretFolders(secret, scoring, fields.judgeCaseMode);
  for (const folder of folders) {
    if (folder.config) add(`data/secret/${folder.name}/testdata.yaml`, text(stringify(folder.config)));
    folder.cases.forEach((c, index) => {
      const name = `data/secret/${folder.name}/${String(index + 1).padStart(3, '0')}`;
      add(`${name}.in`, c.input);
      add(`${name}.ans`, c.output);
    });
  }
  if (scoring) {
    const total = folders.reduce((sum, folder) => sum + (folder.config?.scoring.score ?? 0), 0);
    add('data/secret/testdata.yaml', text(stringify({ scoring: { score: total, aggregation: 'sum' } })));
  }
  return entries;
}

function problemYaml(
  fields: ProblemFields,
  scoring: boolean,
  interactive: boolean,
  defaultValidator: boolean,
): string {
  const checker = fields.checker;
  const types = [scoring ? 'scoring' : 'pass-fail'];
  if (interactive) types.push('interactive');
  if (checker?.passes) types.push('multi-pass');
  const yaml: Record<string, unknown> = {
    problem_format_version: '2023-07-draft',
    name: fields.title,
    type: types.length === 1 ? types[0] : types,
  };
  if (fields.author) yaml.credits = { authors: [fields.author] };
  if (fields.source) yaml.source = fields.source;
  if (fields.tags.length > 0) yaml.keywords = fields.tags;
  yaml.limits = {
    time_limit: fields.timeLimit / 1000,
    memory: fields.memoryLimit,
    ...(checker?.passes ? { validation_passes: checker.passes } : {}),
  };
  const args = checker?.args ?? [];
  if (args.length > 0 || defaultValidator) yaml.validator_flags = args.join(' ');
  return stringify(yaml);
}

/** problem.en.md and the stored images it shows, named as stored (`<sha256>.<ext>`). */
async function statementFiles(problem: ExportProblem): Promise<[string, Uint8Array][]> {
  const { fields } = problem;
  const images = new Map<string, Uint8Array>();
  const relink = async (markdown: string) => {
    for (const [, , file] of markdown.matchAll(STORED_IMAGE)) {
      if (!file || images.has(file)) continue;
      const bytes = await problem.image(file);
      if (!bytes) throw new ProblemExportError(fields.problemId, `the statement image ${file} is missing`);
      images.set(file, bytes);
    }
    return markdown.replace(STORED_IMAGE, (_, start: string, file: string) => `${start}${file}`);
  };
  const sections = [
    (await relink(fields.description)).trim(),
    section('Input', await relink(fields.input)),
    section('Output', await relink(fields.output)),
    section('Notes', await relink(fields.hint)),
  ].filter(Boolean);
  const markdown = `${sections.join('\n\n')}\n`;
  return [['problem.en.md', new TextEncoder().encode(markdown)], ...images];
}

const section = (title: string, body: string) => (body.trim() ? `## ${title}\n\n${body.trim()}` : '');

interface Sample {
  input: ZipOutEntry['bytes'];
  output: ZipOutEntry['bytes'];
}

/**
 * Pass-fail: group-0 cases that are examples (in the examples' order) become samples; every example
 * without such a case becomes a sample too (judged once imported, as Kattis judges samples). Interactive:
 * group-0 cases are the samples. Scoring: the examples are the samples (unjudged) and every case is secret.
 */
async function splitSamples(
  problem: ExportProblem,
  scoring: boolean,
  interactive: boolean,
): Promise<{ samples: Sample[]; secret: ExportCase[] }> {
  const { fields, cases } = problem;
  const encoded = (value: string) => new TextEncoder().encode(value);
  const examples = interactive ? [] : fields.examples;
  if (scoring) {
    return {
      samples: examples.map((e) => ({ input: encoded(e.input), output: encoded(e.output) })),
      secret: cases,
    };
  }
  if (interactive) {
    return {
      samples: cases.filter((c) => c.groupNum === 0),
      secret: cases.filter((c) => c.groupNum !== 0),
    };
  }
  const candidates = cases.filter((c) => c.groupNum === 0);
  const used = new Set<ExportCase>();
  const samples: Sample[] = [];
  for (const example of examples) {
    let match: ExportCase | undefined;
    for (const c of candidates) {
      if (used.has(c) || !c.inputText || !c.outputText) continue;
      if ((await c.inputText()) === example.input && (await c.outputText()) === example.output) {
        match = c;
        break;
      }
    }
    if (match) used.add(match);
    samples.push(match ?? { input: encoded(example.input), output: encoded(example.output) });
  }
  return { samples, secret: cases.filter((c) => !used.has(c)) };
}

interface Folder {
  name: string;
  cases: ExportCase[];
  config?: { scoring: { score: number; aggregation: 'sum' | 'pass-fail' } };
}

/** The secret cases by group, in group order; a scoring problem's folders say what they are worth. */
function secretFolders(
  cases: ExportCase[],
  scoring: boolean,
  mode: ProblemFields['judgeCaseMode'],
): Folder[] {
  const groups = new Map<number, ExportCase[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c]);
  const ordered = [...groups].sort(([a], [b]) => a - b);
  const folders: Folder[] = [];
  const name = () => `group${String(folders.length + 1).padStart(3, '0')}`;
  for (const [, group] of ordered) {
    if (!scoring) {
      folders.push({ name: name(), cases: group });
      continue;
    }
    const scores = group.map((c) => c.score);
    const total = scores.reduce((sum, score) => sum + score, 0);
    if (mode === 'subtask_lowest' && group.length > 1) {
      const worth = Math.min(...scores);
      folders.push({
        name: name(),
        cases: group,
        config: { scoring: { score: worth, aggregation: 'pass-fail' } },
      });
    } else if (spreadOiScores(group.length, total).every((score, index) => score === scores[index])) {
      folders.push({ name: name(), cases: group, config: { scoring: { score: total, aggregation: 'sum' } } });
    } else {
      for (const c of group) {
        folders.push({
          name: name(),
          cases: [c],
          config: { scoring: { score: c.score, aggregation: 'sum' } },
        });
      }
    }
  }
  return folders;
}
