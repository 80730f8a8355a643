import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { readGroupConfigs } from './groupConfig';
import { kattisCases } from './kattisCases';
import { readProblemYaml } from './kattisProblemYaml';
import { readOutputValidator } from './outputValidator';
import type { PackageFiles } from './packageLayout';
import { idFromTitle } from './problemIds';
import { readStatement } from './statement';
import { readTestData } from './testData';
import { decodeText } from './text';
import type { ImportedProblem } from './types';
import { validatorArgs } from './validatorFlags';

/**
 * Kattis gives no time limit in most packages: problemtools derives it from the slowest accepted
 * submission, which an importer cannot run. Without an explicit limit (2023-07 `limits.time_limit`, or
 * DOMjudge's `.timelimit` / `domjudge-problem.ini`) the problem gets 1000 ms, for the admin to adjust.
 */
const DEFAULT_TIME_LIMIT_MS = 1000;
/** problemtools' own default memory limit; packages are tested against it, so less could reject good solutions. */
const DEFAULT_MEMORY_MB = 1024;

/**
 * One package as a problem. `fallbackId` names a package that sits at the zip root (from the zip's
 * file name); without it the ID comes from the title.
 */
export function importKattisPackage(pkg: PackageFiles, fallbackId: string | null): ImportedProblem {
  const givenId = pkg.folder ?? fallbackId;
  const label = givenId ?? '(package at the zip root)';
  const yamlFile = `${pkg.prefix}problem.yaml`;
  const meta = readProblemYaml(pkg.files.get('problem.yaml')?.read() ?? new Uint8Array(), yamlFile, label);
  const statement = readStatement(pkg, label);
  const title = meta.title ?? statement.title ?? givenId ?? '';
  const problemId = givenId ?? idFromTitle(title, 'kattis');
  const refuse = (file: string, why: string) =>
    new ProblemImportError(`${pkg.prefix}${file}`, problemId, why);
  const data = readTestData(pkg, problemId);
  const configs = readGroupConfigs(data, problemId);
  const args = validatorArgs(meta.validatorFlags, configs);
  if ('why' in args) throw refuse(args.where, args.why);
  const checker = readOutputValidator(pkg, meta, problemId, args.args);
  const cases = kattisCases(data, configs, meta, refuse);
  const memoryLimit = meta.memoryMb ?? DEFAULT_MEMORY_MB;
  const seconds = meta.timeLimitSeconds ?? timeLimitFile(pkg);
  const fields = finishFields(
    {
      problemId,
      title,
      author: meta.author,
      source: meta.source,
      tags: meta.tags,
      description: statement.description,
      input: statement.input,
      output: statement.output,
      hint: [statement.hint, cases.interactions].filter(Boolean).join('\n\n'),
      examples: cases.examples,
      type: meta.scoring ? 1 : 0,
      timeLimit: seconds === null ? DEFAULT_TIME_LIMIT_MS : Math.max(1, Math.round(seconds * 1000)),
      memoryLimit,
      // Kattis judges give the stack the whole memory limit; deep recursion in accepted solutions relies on it.
      stackLimit: memoryLimit,
      judgeMode: meta.interactive ? 'interactive' : checker ? 'spj' : 'default',
      judgeCaseMode: cases.judgeCaseMode,
      checker,
    },
    yamlFile,
  );
  const notes = data.sampleOnly ? ['The package has no secret test cases: it is judged on its samples.'] : [];
  return { fields, testCases: cases.testCases, images: statement.images, notes };
}

/** DOMjudge's ways to fix the limit in seconds: a root `.timelimit` file, or `timelimit` in domjudge-problem.ini. */
function timeLimitFile(pkg: PackageFiles): number | null {
  const dotFile = pkg.files.get('.timelimit');
  const ini = pkg.files.get('domjudge-problem.ini');
  const text = dotFile
    ? decodeText(dotFile.read())
    : ini
      ? /^\s*timelimit\s*=\s*['"]?([\d.]+)/m.exec(decodeText(ini.read()))?.[1]
      : '';
  const seconds = Number(text?.trim() || Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
