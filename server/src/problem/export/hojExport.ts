import type { JudgeProgram, ProblemFields } from '@oj/events';
import type { ZipOutEntry } from '../import/zipWriter';
import type { ExportProblem } from './kattisExport';

/**
 * HOJ's problem export (a zip of `problem_<key>.json` next to a folder `problem_<key>/` of numbered
 * `.in`/`.out` files; the JSON names the problem's fields, its cases as `samples` with their file names,
 * score and group, its tags, languages and code templates, and its special judge or interactor as
 * `spjCode`/`spjLanguage`). Our fields are HOJ's, so they map one to one. What HOJ has no field for
 * travels in `ojExtension` (ignored by HOJ, read back by our importer): the checker's every file and
 * its protocol (a Kattis validator, several files, arguments) and the output limit.
 */
export function hojEntries(problem: ExportProblem): ZipOutEntry[] {
  const { fields } = problem;
  const key = `problem_${fields.problemId}`;
  const entries: ZipOutEntry[] = [];
  const samples = problem.cases.map((c, index) => {
    entries.push({ path: `${key}/${index + 1}.in`, bytes: c.input });
    entries.push({ path: `${key}/${index + 1}.out`, bytes: c.output });
    return { input: `${index + 1}.in`, output: `${index + 1}.out`, score: c.score, groupNum: c.groupNum };
  });
  const json = hojJson(fields, samples);
  entries.unshift({ path: `${key}.json`, bytes: new TextEncoder().encode(JSON.stringify(json, null, 2)) });
  return entries;
}

export interface HojSample {
  input: string;
  output: string;
  score: number;
  groupNum: number;
}

/** `<input>…</input><output>…</output>` pairs, HOJ's one-string form of the examples. */
export function hojExamples(examples: ProblemFields['examples']): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

function hojJson(fields: ProblemFields, samples: HojSample[]) {
  const checker = fields.checker;
  const spj = checker?.protocol === 'hoj' ? mainFile(checker) : null;
  const ioScore = samples.reduce((sum, sample) => sum + sample.score, 0);
  return {
    judgeMode: fields.judgeMode,
    isSpj: fields.judgeMode === 'spj',
    languages: fields.languages,
    tags: fields.tags,
    codeTemplates: Object.entries(fields.codeTemplates).map(([language, code]) => ({ language, code })),
    samples,
    userExtraFile: JSON.stringify(fields.userExtraFile),
    judgeExtraFile: JSON.stringify(fields.judgeExtraFile),
    problem: {
      problemId: fields.problemId,
      title: fields.title,
      author: fields.author,
      description: fields.description,
      input: fields.input,
      output: fields.output,
      examples: hojExamples(fields.examples),
      hint: fields.hint,
      source: fields.source,
      type: fields.type,
      timeLimit: fields.timeLimit,
      memoryLimit: fields.memoryLimit,
      stackLimit: fields.stackLimit,
      difficulty: fields.difficulty,
      auth: fields.auth,
      judgeMode: fields.judgeMode,
      judgeCaseMode: fields.judgeCaseMode,
      isRemote: false,
      isUploadCase: true,
      ioScore: fields.type === 1 ? ioScore : 100,
      codeShare: fields.codeShare,
      isRemoveEndBlank: fields.isRemoveEndBlank,
      openCaseResult: fields.openCaseResult,
      isFileIO: fields.isFileIO,
      ioReadFileName: fields.ioReadFileName,
      ioWriteFileName: fields.ioWriteFileName,
      spjCode: spj?.content ?? null,
      spjLanguage: spj ? checker?.language : null,
      userExtraFile: JSON.stringify(fields.userExtraFile),
      judgeExtraFile: JSON.stringify(fields.judgeExtraFile),
    },
    ojExtension: {
      checker,
      ...(fields.outputLimit === undefined ? {} : { outputLimit: fields.outputLimit }),
    },
  };
}

const SOURCE = /\.(c|cc|cpp|cxx|py)$/i;

/** The file HOJ compiles: the first source file (headers such as testlib.h are the judge's own). */
function mainFile(checker: JudgeProgram) {
  return checker.files.find((file) => SOURCE.test(file.name)) ?? checker.files[0] ?? null;
}
