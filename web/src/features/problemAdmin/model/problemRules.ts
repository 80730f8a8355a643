import { ProblemType, remoteProblemRef } from '@oj/events/vocabulary';
import { checkerNeedsCompile, type ProblemForm } from './problemForm';

// Spec 03 section 5, the problem form's rules, as far as our fields have them. Each failure names the
// field it belongs to (the form shows it there) and a message key under `problemAdmin.rules`.

export type RuleKey =
  | 'problemIdRequired'
  | 'problemIdFormat'
  | 'titleRequired'
  | 'inputRequired'
  | 'outputRequired'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'outputLimit'
  | 'exampleIncomplete'
  | 'ioFileNames'
  | 'checkerRequired'
  | 'checkerNotCompiled'
  | 'languageRequired'
  | 'templateEmpty'
  | 'extraFileIncomplete'
  | 'extraFileName'
  | 'extraFileDuplicate'
  | 'zipRequired'
  | 'caseRequired'
  | 'caseEmpty'
  | 'scoreInteger'
  | 'oiScoresZero'
  | 'groupNumRequired'
  | 'remoteProblemId';

export interface RuleFailure {
  /** Where the message shows: a field name, or a row such as `examples.1` or `manualCases.0.score`. */
  field: string;
  key: RuleKey;
  values?: Record<string, string | number>;
}

const wholeNumber = /^\d+$/;
const inRange = (text: string, min: number, max: number) =>
  wholeNumber.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const fileName = /^[\w.-]{1,100}$/;

interface CheckOptions {
  creating: boolean;
  /** False when the judge's language list could not be read: no languages then means all of them. */
  languagesListed?: boolean;
}

/** Every rule the form breaks, in the order the fields appear. Empty: the form may be sent. */
export function checkProblemForm(
  form: ProblemForm,
  { creating, languagesListed = true }: CheckOptions,
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const add = (field: string, key: RuleKey, values?: RuleFailure['values']) =>
    failures.push({ field, key, values });

  if (!form.problemId.trim()) add('problemId', 'problemIdRequired');
  else if (!/^[A-Za-z0-9_-]{1,50}$/.test(form.problemId.trim())) add('problemId', 'problemIdFormat');
  if (!form.title.trim()) add('title', 'titleRequired');
  if (!inRange(form.timeLimit, 1, 60_000)) add('timeLimit', 'timeLimit');
  if (!inRange(form.memoryLimit, 1, 4096)) add('memoryLimit', 'memoryLimit');
  if (!inRange(form.stackLimit, 1, 4096)) add('stackLimit', 'stackLimit');
  if (!inRange(form.outputLimit, 1, 256)) add('outputLimit', 'outputLimit');

  if (form.remoteBank && !remoteProblemRef.shape.problemId.safeParse(form.remoteProblemId).success)
    add('remoteProblemId', 'remoteProblemId');

  if (!form.input.trim()) add('input', 'inputRequired');
  if (!form.output.trim()) add('output', 'outputRequired');
  form.examples.forEach((example, i) => {
    if (!example.input.trim() || !example.output.trim())
      add(`examples.${i}`, 'exampleIncomplete', { number: i + 1 });
  });

  if (form.judgeMode !== 'default' && !form.keptChecker && !form.checkerCode.trim())
    add('checker', 'checkerRequired');
  else if (checkerNeedsCompile(form)) add('checker', 'checkerNotCompiled');
  if (form.isFileIO && (!form.ioReadFileName.trim() || !form.ioWriteFileName.trim()))
    add('ioFiles', 'ioFileNames');

  if (form.languages.length === 0 && languagesListed) add('languages', 'languageRequired');
  for (const language of form.languages) {
    const template = form.templates[language];
    if (template?.enabled && !template.code.trim())
      add(`templates.${language}`, 'templateEmpty', { language });
  }

  for (const list of ['userExtraFiles', 'judgeExtraFiles'] as const) {
    const seen = new Set<string>();
    form[list].forEach((file, i) => {
      const name = file.name.trim();
      const field = `${list}.${i}`;
      if (!name || !file.content) add(field, 'extraFileIncomplete', { number: i + 1 });
      else if (!fileName.test(name)) add(field, 'extraFileName', { name });
      else if (seen.has(name)) add(field, 'extraFileDuplicate', { name });
      seen.add(name);
    });
  }

  // A remote problem has no test data: the other site judges it.
  if (!form.remoteBank) checkTestData(form, creating, add);
  return failures;
}

function checkTestData(
  form: ProblemForm,
  creating: boolean,
  add: (field: string, key: RuleKey, values?: RuleFailure['values']) => void,
): void {
  const oi = form.type === ProblemType.oi;
  const subtasks = form.judgeCaseMode === 'subtask_lowest' || form.judgeCaseMode === 'subtask_average';
  const checkSettings = (
    list: 'manualCases' | 'storedCases',
    cases: { score: string; groupNum: string }[],
  ) => {
    cases.forEach((c, i) => {
      if (oi && !wholeNumber.test(c.score.trim()))
        add(`${list}.${i}.score`, 'scoreInteger', { number: i + 1 });
      if (subtasks && !(wholeNumber.test(c.groupNum.trim()) && Number(c.groupNum) >= 1))
        add(`${list}.${i}.groupNum`, 'groupNumRequired', { number: i + 1 });
    });
    if (
      oi &&
      cases.length > 0 &&
      cases.every((c) => wholeNumber.test(c.score.trim()) && Number(c.score) === 0)
    )
      add('testData', 'oiScoresZero');
  };
  switch (form.testDataSource) {
    case 'zip':
      if (!form.zip) add('testData', 'zipRequired');
      return;
    case 'manual':
      if (form.manualCases.length === 0) add('testData', 'caseRequired');
      form.manualCases.forEach((c, i) => {
        if (!c.input && !c.output) add(`manualCases.${i}`, 'caseEmpty', { number: i + 1 });
      });
      checkSettings('manualCases', form.manualCases);
      return;
    case 'stored':
      if (creating) add('testData', 'caseRequired');
      checkSettings('storedCases', form.storedCases);
      return;
  }
}
