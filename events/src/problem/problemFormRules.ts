import { z } from 'zod';
import { remoteProblemRef } from '../vocabulary/remoteBanks';

/**
 * The problem form's rules (spec 03 section 5) with their messages, shared by the server and the web:
 * `problemFields` (problemEvents.ts) checks the ID, title and limits by the same rules, and the admin's
 * problem form checks what it holds by `problemForm`, which reads them from its text (numbers typed, file
 * maps as rows, test data from one of three sources). The rules only a form has (an input description, the
 * checker compiled before saving, a zip chosen) are here too, beside the shared ones. Pure zod
 * (`@oj/events/contracts`).
 *
 * @example
 * problemRuleBreaks({ ...form, title: ' ' }, { creating: true, checkerNeedsCompile: false }) // [{ field: 'title', message: 'Title is required' }]
 */
export const problemLimits = {
  problemIdMaxLength: 50,
  titleMaxLength: 255,
  timeLimitMs: { min: 1, max: 60_000 },
  memoryLimitMb: { min: 1, max: 4096 },
  stackLimitMb: { min: 1, max: 4096 },
  outputLimitMb: { min: 1, max: 256 },
  fileNameMaxLength: 100,
} as const;

const l = problemLimits;

export const problemMessages = {
  problemIdRequired: 'Problem ID is required',
  problemIdFormat: 'The problem ID may use letters, digits, - and _ (at most 50)',
  titleRequired: 'Title is required',
  inputRequired: 'Input Description is required',
  outputRequired: 'Output Description is required',
  timeLimit: `The time limit is a whole number from 1 to ${l.timeLimitMs.max} (ms)`,
  memoryLimit: `The memory limit is a whole number from 1 to ${l.memoryLimitMb.max} (MB)`,
  stackLimit: `The stack limit is a whole number from 1 to ${l.stackLimitMb.max} (MB)`,
  outputLimit: `The output limit is a whole number from 1 to ${l.outputLimitMb.max} (MB)`,
  exampleIncomplete: 'An example needs both an input and an output',
  ioFileNames: 'File input and output needs both file names',
  checkerRequired: 'A special or interactive judge needs its program',
  checkerNotCompiled:
    'The special judge or interactor program changed: compile it successfully before saving',
  languageRequired: 'Choose at least one language',
  templateEmpty: 'A template that is on cannot be empty',
  extraFileIncomplete: 'An extra file needs both a name and content',
  extraFileName: `A file name may use letters, digits, ., - and _ (at most ${l.fileNameMaxLength})`,
  extraFileDuplicate: 'Two extra files have this name',
  zipRequired: 'Choose the test data zip to upload',
  caseRequired: 'Add at least one test case',
  caseEmpty: 'A case needs an input or an output',
  scoreInteger: 'A score must be a whole number of at least 0',
  oiScoresZero: 'The cases of an OI problem cannot all score 0',
  groupNumRequired: 'In subtask mode a case needs a group number (1 or more)',
} as const;

const m = problemMessages;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

export const problemIdRule = z
  .string()
  .min(1, m.problemIdRequired)
  .regex(/^[A-Za-z0-9_-]{1,50}$/, m.problemIdFormat);
export const problemTitleRule = z.string().trim().min(1, m.titleRequired).max(l.titleMaxLength);
export const timeLimitRule = wholeNumber(l.timeLimitMs, m.timeLimit);
export const memoryLimitRule = wholeNumber(l.memoryLimitMb, m.memoryLimit);
export const stackLimitRule = wholeNumber(l.stackLimitMb, m.stackLimit);
export const outputLimitRule = wholeNumber(l.outputLimitMb, m.outputLimit);
export const extraFileNameRule = z.string().regex(/^[\w.-]{1,100}$/, m.extraFileName);

/** What the rules read of the problem form (the web's form has more: statement text, tags, …). */
export interface ProblemRuleInput {
  problemId: string;
  title: string;
  input: string;
  output: string;
  examples: readonly { input: string; output: string }[];
  timeLimit: string;
  memoryLimit: string;
  stackLimit: string;
  outputLimit: string;
  /** 0 ACM, 1 OI. */
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  checkerCode: string;
  /** A checker the form cannot edit, kept as it is. */
  keptChecker: unknown;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: readonly { name: string; content: string }[];
  judgeExtraFiles: readonly { name: string; content: string }[];
  languages: readonly string[];
  templates: Readonly<Record<string, { enabled: boolean; code: string }>>;
  testDataSource: 'stored' | 'zip' | 'manual';
  /** The chosen zip (a browser File), null while none. */
  zip: unknown;
  storedCases: readonly { score: string; groupNum: string }[];
  manualCases: readonly { input: string; output: string; score: string; groupNum: string }[];
  /** '' for a problem judged here. */
  remoteBank: string;
  remoteProblemId: string;
}

export interface ProblemFormOptions {
  creating: boolean;
  /** False when the judge's language list could not be read: no languages then means all of them. */
  languagesListed?: boolean;
  /** The special judge's code changed since a judge last compiled it (spec 03 section 5). */
  checkerNeedsCompile: boolean;
}

export interface ProblemRuleBreak {
  /** Where the message shows: a field, or a row such as `examples.1` or `manualCases.0.score`. */
  field: string;
  message: string;
}

const whole = (text: string) => /^\d+$/.test(text.trim());
/** A typed number as the shared rule reads it; anything but digits is no number. */
const typed = (text: string) => (whole(text) ? Number(text.trim()) : Number.NaN);

/** Every rule the form breaks, in the order the fields appear. Empty: the form may be sent. */
export function problemRuleBreaks(form: ProblemRuleInput, options: ProblemFormOptions): ProblemRuleBreak[] {
  const breaks: ProblemRuleBreak[] = [];
  const add = (field: string, message: string) => breaks.push({ field, message });
  const check = (field: string, rule: z.ZodType, value: unknown) => {
    const failed = rule.safeParse(value).error?.issues[0];
    if (failed) add(field, failed.message);
  };

  check('problemId', problemIdRule, form.problemId.trim());
  check('title', problemTitleRule, form.title);
  check('timeLimit', timeLimitRule, typed(form.timeLimit));
  check('memoryLimit', memoryLimitRule, typed(form.memoryLimit));
  check('stackLimit', stackLimitRule, typed(form.stackLimit));
  check('outputLimit', outputLimitRule, typed(form.outputLimit));
  if (form.remoteBank) check('remoteProblemId', remoteProblemRef.shape.problemId, form.remoteProblemId);

  if (!form.input.trim()) add('input', m.inputRequired);
  if (!form.output.trim()) add('output', m.outputRequired);
  form.examples.forEach((example, i) => {
    if (!example.input.trim() || !example.output.trim()) add(`examples.${i}`, m.exampleIncomplete);
  });

  if (form.judgeMode !== 'default' && !form.keptChecker && !form.checkerCode.trim())
    add('checker', m.checkerRequired);
  else if (options.checkerNeedsCompile) add('checker', m.checkerNotCompiled);
  if (form.isFileIO && (!form.ioReadFileName.trim() || !form.ioWriteFileName.trim()))
    add('ioFiles', m.ioFileNames);

  if (form.languages.length === 0 && (options.languagesListed ?? true)) add('languages', m.languageRequired);
  for (const language of form.languages) {
    const template = form.templates[language];
    if (template?.enabled && !template.code.trim()) add(`templates.${language}`, m.templateEmpty);
  }

  for (const list of ['userExtraFiles', 'judgeExtraFiles'] as const) {
    const seen = new Set<string>();
    form[list].forEach((file, i) => {
      const name = file.name.trim();
      const field = `${list}.${i}`;
      if (!name || !file.content) add(field, m.extraFileIncomplete);
      else if (!extraFileNameRule.safeParse(name).success) add(field, m.extraFileName);
      else if (seen.has(name)) add(field, m.extraFileDuplicate);
      seen.add(name);
    });
  }

  // A remote problem has no test data: the other site judges it.
  if (!form.remoteBank) testDataBreaks(form, options.creating, add);
  return breaks;
}

function testDataBreaks(
  form: ProblemRuleInput,
  creating: boolean,
  add: (field: string, message: string) => void,
) {
  const oi = form.type === 1;
  const subtasks = form.judgeCaseMode === 'subtask_lowest' || form.judgeCaseMode === 'subtask_average';
  const checkSettings = (
    list: 'manualCases' | 'storedCases',
    cases: readonly { score: string; groupNum: string }[],
  ) => {
    cases.forEach((c, i) => {
      if (oi && !whole(c.score)) add(`${list}.${i}.score`, m.scoreInteger);
      if (subtasks && !(whole(c.groupNum) && Number(c.groupNum) >= 1))
        add(`${list}.${i}.groupNum`, m.groupNumRequired);
    });
    if (oi && cases.length > 0 && cases.every((c) => whole(c.score) && Number(c.score) === 0)) {
      add('testData', m.oiScoresZero);
    }
  };
  switch (form.testDataSource) {
    case 'zip':
      if (!form.zip) add('testData', m.zipRequired);
      return;
    case 'manual':
      if (form.manualCases.length === 0) add('testData', m.caseRequired);
      form.manualCases.forEach((c, i) => {
        if (!c.input && !c.output) add(`manualCases.${i}`, m.caseEmpty);
      });
      checkSettings('manualCases', form.manualCases);
      return;
    case 'stored':
      if (creating) add('testData', m.caseRequired);
      checkSettings('storedCases', form.storedCases);
      return;
  }
}

/**
 * The problem form as a schema for react-hook-form: the form's own values, each broken rule under the field it
 * names. `checkerNeedsCompile` reads the form (the web knows which checker a judge compiled last).
 */
export function problemForm<F extends ProblemRuleInput>(
  options: Omit<ProblemFormOptions, 'checkerNeedsCompile'> & { checkerNeedsCompile: (form: F) => boolean },
): z.ZodType<F, F> {
  return z
    .custom<F>((value) => typeof value === 'object' && value !== null)
    .superRefine((form, ctx) => {
      const found = problemRuleBreaks(form, {
        ...options,
        checkerNeedsCompile: options.checkerNeedsCompile(form),
      });
      for (const { field, message } of found)
        ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    });
}
