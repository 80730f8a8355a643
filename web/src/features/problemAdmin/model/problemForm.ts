import {
  ProblemAuth as Auth,
  type ProblemAuthCode,
  ProblemType,
  type ProblemTypeCode,
  type RemoteBankCode,
} from '@oj/events/vocabulary';
import type { AdminProblem, JudgeProgram, StoredCase } from '../api/getAdminProblem';

// The admin's problem form as it is edited: numbers the admin types stay text until they are checked
// (`problemForm` of @oj/events/contracts), file maps are rows, and test data is one of three sources.

export const judgeModes = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof judgeModes)[number];
export const judgeCaseModes = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
] as const;
export type JudgeCaseMode = (typeof judgeCaseModes)[number];
export const checkerLanguages = ['C', 'C++', 'Python3'] as const;
export type CheckerLanguage = (typeof checkerLanguages)[number];
export const problemAuths = [Auth.public, Auth.private, Auth.contest] as const;
export type ProblemAuth = ProblemAuthCode;
/** The message key (`problemAdmin.auth.<key>`) of a problem auth (`ProblemAuth` of the vocabulary). */
export const authKey = {
  [Auth.public]: 'public',
  [Auth.private]: 'private',
  [Auth.contest]: 'contest',
} as const;

/** A checker the form edits: one file in one language. */
export interface CheckerSource {
  language: CheckerLanguage;
  code: string;
}

export interface FileRow {
  name: string;
  content: string;
}
export interface ManualCase {
  input: string;
  output: string;
  score: string;
  groupNum: string;
}
export interface StoredCaseRow {
  inputName: string;
  outputName: string;
  score: string;
  groupNum: string;
}

/**
 * Where the test data comes from on save: the stored cases (scores and groups editable), a zip sent to
 * /api/file/upload-testcase-zip after the problem is saved, or cases typed in the form.
 */
export type TestDataSource = 'stored' | 'zip' | 'manual';

export interface ProblemForm {
  problemId: string;
  title: string;
  author: string;
  source: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: { input: string; output: string }[];
  timeLimit: string;
  memoryLimit: string;
  stackLimit: string;
  /** MB of output; more is OLE. */
  outputLimit: string;
  difficulty: number;
  auth: ProblemAuth;
  type: ProblemTypeCode;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  checkerLanguage: CheckerLanguage;
  checkerCode: string;
  /** A checker this form cannot edit (several files, or a Kattis validator): kept as it is. */
  keptChecker: JudgeProgram | null;
  /**
   * The checker code needing no compile before saving (spec 03 section 5): the stored one, or the last
   * one a judge compiled. Any other code of a special or interactive judge must be compiled first.
   */
  compiledChecker: CheckerSource | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: FileRow[];
  judgeExtraFiles: FileRow[];
  languages: string[];
  /** Per language: whether it has a template, and the template. */
  templates: Record<string, { enabled: boolean; code: string }>;
  tags: string[];
  testDataSource: TestDataSource;
  zip: File | null;
  storedCases: StoredCaseRow[];
  manualCases: ManualCase[];
  /** Judged on another site (spec 01 `isRemote`): its bank ('' = judged here) and the site's problem id. */
  remoteBank: RemoteBankCode | '';
  remoteProblemId: string;
}

export const emptyCase = (): ManualCase => ({ input: '', output: '', score: '0', groupNum: '1' });

/** A new problem: the spec's defaults (1000 ms, 256 MB, 128 MB stack, SPJ in C), every language offered. */
export function newProblemForm(author: string, allLanguages: readonly string[]): ProblemForm {
  return {
    problemId: '',
    title: '',
    author,
    source: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    examples: [{ input: '', output: '' }],
    timeLimit: '1000',
    memoryLimit: '256',
    stackLimit: '128',
    outputLimit: '64',
    difficulty: 0,
    auth: Auth.public,
    type: ProblemType.acm,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    checkerLanguage: 'C',
    checkerCode: '',
    keptChecker: null,
    compiledChecker: null,
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFiles: [],
    judgeExtraFiles: [],
    languages: [...allLanguages],
    templates: {},
    tags: [],
    testDataSource: 'manual',
    zip: null,
    storedCases: [],
    manualCases: [emptyCase()],
    remoteBank: '',
    remoteProblemId: '',
  };
}

const rowsOf = (files: Record<string, string>): FileRow[] =>
  Object.entries(files).map(([name, content]) => ({ name, content }));

const isEditable = (checker: JudgeProgram) => checker.protocol === 'hoj' && checker.files.length === 1;

/** The form of a stored problem. No languages stored means every language. */
export function problemFormOf(problem: AdminProblem, allLanguages: readonly string[]): ProblemForm {
  const checker = problem.checker;
  const editable = checker && isEditable(checker) ? checker : null;
  return {
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    source: problem.source,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    examples: problem.examples,
    timeLimit: String(problem.timeLimit),
    memoryLimit: String(problem.memoryLimit),
    stackLimit: String(problem.stackLimit),
    outputLimit: String(problem.outputLimit ?? 64),
    difficulty: problem.difficulty,
    auth: problem.auth,
    type: problem.type,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    checkerLanguage: editable?.language ?? 'C',
    checkerCode: editable?.files[0]?.content ?? '',
    keptChecker: checker && !editable ? checker : null,
    compiledChecker: editable
      ? { language: editable.language, code: editable.files[0]?.content ?? '' }
      : null,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    codeShare: problem.codeShare,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    userExtraFiles: rowsOf(problem.userExtraFile),
    judgeExtraFiles: rowsOf(problem.judgeExtraFile),
    languages: problem.languages.length > 0 ? problem.languages : [...allLanguages],
    templates: Object.fromEntries(
      Object.entries(problem.codeTemplates).map(([language, code]) => [language, { enabled: true, code }]),
    ),
    tags: problem.tags,
    testDataSource: problem.testCases.length > 0 ? 'stored' : 'manual',
    zip: null,
    storedCases: problem.testCases.map(storedCaseRow),
    manualCases: problem.testCases.length > 0 || problem.remote ? [] : [emptyCase()],
    remoteBank: problem.remote?.bank ?? '',
    remoteProblemId: problem.remote?.problemId ?? '',
  };
}

const storedCaseRow = (c: StoredCase): StoredCaseRow => ({
  inputName: c.inputName,
  outputName: c.outputName,
  score: String(c.score),
  groupNum: String(c.groupNum),
});

/**
 * Spec 03 section 4: switching a problem to OI spreads 100 points over the cases, the remainder going
 * one extra point each to the last ones.
 * @example spreadOiScores(3) // [33, 33, 34]
 */
export function spreadOiScores(count: number, total = 100): number[] {
  if (count === 0) return [];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}

/** The form after the problem type changed: to OI, every case list gets 100 points spread over it. */
export function withType(form: ProblemForm, type: ProblemTypeCode): ProblemForm {
  if (type === form.type) return form;
  if (type === ProblemType.acm) return { ...form, type };
  const spread = <C extends { score: string }>(cases: C[]) => {
    const scores = spreadOiScores(cases.length);
    return cases.map((c, i) => ({ ...c, score: String(scores[i] ?? 0) }));
  };
  return { ...form, type, manualCases: spread(form.manualCases), storedCases: spread(form.storedCases) };
}

/** Whether the checker the form would save is the code it writes, changed and not compiled yet. */
export function checkerNeedsCompile(form: ProblemForm): boolean {
  if (form.judgeMode === 'default' || form.keptChecker || !form.checkerCode.trim()) return false;
  return !isCompiled(form, { language: form.checkerLanguage, code: form.checkerCode });
}

/** Whether `source` is the checker known to compile (or stored). */
export const isCompiled = (form: ProblemForm, source: CheckerSource) =>
  form.compiledChecker?.language === source.language && form.compiledChecker.code === source.code;

const checkerFileName = { C: 'checker.c', 'C++': 'checker.cpp', Python3: 'checker.py' } as const;

/** What PUT and POST /api/admin/problem take: the problem's fields, and manual cases or new case settings. */
export function problemPayload(form: ProblemForm) {
  const int = (text: string) => Number.parseInt(text.trim(), 10);
  const checker: JudgeProgram | null =
    form.judgeMode === 'default'
      ? null
      : (form.keptChecker ?? {
          protocol: 'hoj',
          language: form.checkerLanguage,
          files: [{ name: checkerFileName[form.checkerLanguage], content: form.checkerCode }],
        });
  const languages = new Set(form.languages);
  const problem = {
    problemId: form.problemId.trim(),
    title: form.title.trim(),
    author: form.author.trim(),
    source: form.source.trim(),
    description: form.description,
    input: form.input,
    output: form.output,
    hint: form.hint,
    examples: form.examples,
    timeLimit: int(form.timeLimit),
    memoryLimit: int(form.memoryLimit),
    stackLimit: int(form.stackLimit),
    outputLimit: int(form.outputLimit),
    difficulty: form.difficulty,
    auth: form.auth,
    type: form.type,
    judgeMode: form.judgeMode,
    judgeCaseMode: form.judgeCaseMode,
    checker,
    isRemoveEndBlank: form.isRemoveEndBlank,
    openCaseResult: form.openCaseResult,
    codeShare: form.codeShare,
    isFileIO: form.isFileIO,
    ioReadFileName: form.isFileIO ? form.ioReadFileName.trim() : '',
    ioWriteFileName: form.isFileIO ? form.ioWriteFileName.trim() : '',
    userExtraFile: Object.fromEntries(form.userExtraFiles.map((f) => [f.name.trim(), f.content])),
    judgeExtraFile: Object.fromEntries(form.judgeExtraFiles.map((f) => [f.name.trim(), f.content])),
    languages: form.languages,
    codeTemplates: Object.fromEntries(
      Object.entries(form.templates)
        .filter(([language, template]) => template.enabled && languages.has(language))
        .map(([language, template]) => [language, template.code]),
    ),
    tags: form.tags,
    // The server checks the reference with the same schema (remoteProblemRef); null: judged here.
    remote: form.remoteBank ? { bank: form.remoteBank, problemId: form.remoteProblemId.trim() } : null,
  };
  // Hidden columns (scores of an ACM problem, groups outside subtask modes) keep what they held.
  const wholeOrZero = (text: string) => (/^\d+$/.test(text.trim()) ? int(text) : 0);
  const settingsOf = (c: { score: string; groupNum: string }) => ({
    score: wholeOrZero(c.score),
    groupNum: wholeOrZero(c.groupNum),
  });
  return {
    problem,
    testCases:
      form.testDataSource === 'manual' && !(form.remoteBank && form.manualCases.length === 0)
        ? form.manualCases.map((c) => ({ input: c.input, output: c.output, ...settingsOf(c) }))
        : undefined,
    caseSettings: form.testDataSource === 'stored' ? form.storedCases.map(settingsOf) : undefined,
  };
}
export type ProblemPayload = ReturnType<typeof problemPayload>;
