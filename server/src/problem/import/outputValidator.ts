import type { JudgeProgram } from '@oj/events';
import { unwrapHojChecker } from '../export/hojKattisAdapter';
import { defaultValidator } from './defaultValidator';
import { ProblemImportError } from './errors';
import type { KattisMeta } from './kattisProblemYaml';
import { filesUnder, type PackageFiles } from './packageLayout';
import { decodeSource } from './text';
import type { ZipEntry } from './zipReader';

/** Legacy packages may hold several validators in output_validators/; the 2023-07 format one in output_validator/. */
const VALIDATOR_DIRS = ['output_validators', 'output_validator'];
const LANGUAGES: Record<string, JudgeProgram['language']> = {
  c: 'C',
  cc: 'C++',
  cpp: 'C++',
  cxx: 'C++',
  'c++': 'C++',
  py: 'Python3',
};
const HEADERS = /\.(h|hh|hpp|hxx)$/;
const FILE_NAME = /^[\w.-]{1,100}$/;
const MAX_FILES = 20;
const MAX_FILE_CHARS = 1_000_000;

/**
 * The package's output validator as our checker (protocol 'kattis': `validator input answer feedback_dir
 * < output`, exit 42/43), with every file of its folder (validate.h and the like are needed to build it).
 * Interactive problems use it as the interactor. A legacy package says custom validation in problem.yaml;
 * a draft one by having the folder. Without one, validator flags (`args`) call for our build of the
 * default validator; without flags, the default comparison does (null).
 */
export function readOutputValidator(
  pkg: PackageFiles,
  meta: KattisMeta,
  problem: string,
  args: string[],
): JudgeProgram | null {
  const programs = VALIDATOR_DIRS.flatMap((dir) => programsIn(pkg, dir, problem));
  const custom = meta.customValidation || (meta.version === 'draft' && programs.length > 0);
  if (!custom) return args.length > 0 ? defaultValidator(args) : null;
  const [program, extra] = programs;
  if (!program) {
    throw new ProblemImportError(
      `${pkg.prefix}problem.yaml`,
      problem,
      'custom validation needs a program in output_validators/ (legacy) or output_validator/',
    );
  }
  if (extra) {
    throw new ProblemImportError(
      extra.path,
      problem,
      'only one output validator is supported (this is the second)',
    );
  }
  const judged: JudgeProgram = toJudgeProgram(program, problem);
  // One of our HOJ checkers exported with its adapter comes back as it was (no flags, passes or scores).
  const unwrapped = unwrapHojChecker(judged);
  if (unwrapped !== judged) return unwrapped;
  if (args.length > 0) judged.args = args;
  if (meta.passes !== null) judged.passes = meta.passes;
  // test_group.yaml files are the 2025 text, where score.txt holds points again (notes §1.6).
  const text2025 = [...pkg.files.keys()].some((file) => /^data\/(.+\/)?test_group\.yaml$/.test(file));
  if (meta.scoring && meta.scoreFileIsShare && !text2025) judged.scoreFile = 'share';
  return judged;
}

interface Program {
  /** The program's folder (or single file) inside the zip, for messages. */
  path: string;
  files: [name: string, entry: ZipEntry][];
}

/** A program is one file or one folder (problemtools' rule); output_validator/ itself may be the folder. */
function programsIn(pkg: PackageFiles, dir: string, problem: string): Program[] {
  const byProgram = new Map<string, [string, ZipEntry][]>();
  const files = [...filesUnder(pkg, dir)].sort(([a], [b]) => (a < b ? -1 : 1));
  const folderIsProgram = dir === 'output_validator' && files.some(([path]) => !path.includes('/'));
  for (const [path, entry] of files) {
    const segments = path.split('/');
    if (folderIsProgram ? segments.length > 1 : segments.length > 2) {
      throw new ProblemImportError(entry.path, problem, 'validator sources in subfolders are not supported');
    }
    const key = folderIsProgram ? '' : (segments[0] ?? '');
    byProgram.set(key, [...(byProgram.get(key) ?? []), [segments.at(-1) ?? '', entry]]);
  }
  return [...byProgram].map(([key, programFiles]) => ({
    path: `${pkg.prefix}${dir}/${key}`,
    files: programFiles,
  }));
}

function toJudgeProgram(program: Program, problem: string): JudgeProgram {
  if (program.files.length > MAX_FILES) {
    throw new ProblemImportError(
      program.path,
      problem,
      `a validator of more than ${MAX_FILES} files is not supported`,
    );
  }
  const languages = new Set<JudgeProgram['language']>();
  const files = program.files.map(([name, entry]) => {
    const refuse = (why: string) => new ProblemImportError(entry.path, problem, why);
    if (!FILE_NAME.test(name)) throw refuse('validator file names may use letters, digits, _, . and - only');
    const content = decodeSource(entry.read());
    if (content === null) throw refuse('not a UTF-8 text file: validators are imported as source code');
    if (content.length > MAX_FILE_CHARS) throw refuse(`longer than ${MAX_FILE_CHARS} characters`);
    const language = LANGUAGES[name.split('.').pop()?.toLowerCase() ?? ''];
    if (language) languages.add(language);
    else if (!HEADERS.test(name) && !/\.(txt|md)$/i.test(name) && name !== 'Makefile') {
      throw refuse('checkers here are built from C, C++ or Python 3 sources; this file is none of them');
    }
    return { name, content };
  });
  // C files next to C++ ones are built by the C++ compiler (the C++ file needs it).
  const language = languages.has('C++') ? 'C++' : [...languages][0];
  if (!language || (languages.has('Python3') && languages.size > 1)) {
    throw new ProblemImportError(
      program.path,
      problem,
      'the validator must be C, C++ or Python 3 sources, not a mix',
    );
  }
  return { protocol: 'kattis', language, files };
}
