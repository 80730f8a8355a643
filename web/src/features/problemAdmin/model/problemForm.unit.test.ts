import { problemMessages, problemRuleBreaks } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { chineseServerMessage } from '@/locales/serverMessages';
import type { AdminProblem } from '../api/getAdminProblem';
import {
  checkerNeedsCompile,
  emptyCase,
  newProblemForm,
  type ProblemForm,
  problemFormOf,
  problemPayload,
  spreadOiScores,
  withType,
} from './problemForm';

const languages = ['C', 'C++', 'Python3'];
const valid = (): ProblemForm => ({
  ...newProblemForm('root', languages),
  problemId: 'P1',
  title: 'A+B',
  input: 'Two numbers.',
  output: 'Their sum.',
  examples: [{ input: '1 2', output: '3' }],
  manualCases: [{ ...emptyCase(), input: '1 2\n', output: '3\n' }],
});
const storedProblem = (fields: Partial<AdminProblem>): AdminProblem => ({
  pid: 1,
  problemId: 'P1',
  title: 'A+B',
  author: 'root',
  source: '',
  description: '',
  input: 'Two numbers.',
  output: 'Their sum.',
  hint: '',
  examples: [{ input: '1 2', output: '3' }],
  type: 0,
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  auth: 1,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  checker: null,
  isRemoveEndBlank: true,
  openCaseResult: true,
  codeShare: true,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFile: {},
  judgeExtraFile: {},
  languages: [],
  codeTemplates: {},
  tags: [],
  testCases: [{ inputName: '1.in', outputName: '1.out', score: 0, groupNum: 0 }],
  remote: null,
  ...fields,
});
const checkProblemForm = (form: ProblemForm, creating = true) =>
  problemRuleBreaks(form, { creating, checkerNeedsCompile: checkerNeedsCompile(form) });
/** Each broken rule's name in `problemMessages` (a remote id's rule is the vocabulary's: its field's name). */
const keys = (form: ProblemForm, creating = true) =>
  checkProblemForm(form, creating).map(
    (broken) =>
      Object.entries(problemMessages).find(([, message]) => message === broken.message)?.[0] ?? broken.field,
  );

describe('the problem form rules (spec 03 section 5)', () => {
  it('pass a complete form', () => {
    expect(keys(valid())).toEqual([]);
  });

  it('require the title, the input and output descriptions and a well-formed problem ID', () => {
    expect(keys({ ...valid(), title: ' ', input: '', output: '' })).toEqual([
      'titleRequired',
      'inputRequired',
      'outputRequired',
    ]);
    expect(keys({ ...valid(), problemId: '' })).toEqual(['problemIdRequired']);
    expect(keys({ ...valid(), problemId: 'a b' })).toEqual(['problemIdFormat']);
  });

  it('want whole-number limits in range', () => {
    const limits = { timeLimit: '0', memoryLimit: '1.5', stackLimit: '99999', outputLimit: '257' };
    expect(keys({ ...valid(), ...limits })).toEqual([
      'timeLimit',
      'memoryLimit',
      'stackLimit',
      'outputLimit',
    ]);
  });

  it('want both sides of every example, and of file IO', () => {
    const failures = checkProblemForm({
      ...valid(),
      examples: [{ input: '1', output: '' }],
      isFileIO: true,
      ioReadFileName: 'in.txt',
    });
    expect(failures).toEqual([
      { field: 'examples.0', message: problemMessages.exampleIncomplete },
      { field: 'ioFiles', message: problemMessages.ioFileNames },
    ]);
  });

  it('want a checker for special and interactive judges, unless an imported one is kept', () => {
    expect(keys({ ...valid(), judgeMode: 'spj' })).toEqual(['checkerRequired']);
    const compiled = { language: 'C' as const, code: 'int main(){}' };
    expect(
      keys({ ...valid(), judgeMode: 'spj', checkerCode: 'int main(){}', compiledChecker: compiled }),
    ).toEqual([]);
    const kept = {
      protocol: 'kattis' as const,
      language: 'C++' as const,
      files: [{ name: 'a.cpp', content: 'x' }],
    };
    expect(keys({ ...valid(), judgeMode: 'spj', keptChecker: kept })).toEqual([]);
  });

  it('want a changed checker compiled, in the language it was compiled in', () => {
    const spj = { ...valid(), judgeMode: 'spj' as const, checkerLanguage: 'C++' as const, checkerCode: 'x' };
    expect(keys(spj)).toEqual(['checkerNotCompiled']);
    expect(keys({ ...spj, compiledChecker: { language: 'C++', code: 'x' } })).toEqual([]);
    expect(keys({ ...spj, compiledChecker: { language: 'C', code: 'x' } })).toEqual(['checkerNotCompiled']);
    expect(keys({ ...spj, compiledChecker: { language: 'C++', code: 'x ' } })).toEqual([
      'checkerNotCompiled',
    ]);
    expect(keys({ ...spj, judgeMode: 'interactive' })).toEqual(['checkerNotCompiled']);
    // The default judge keeps no checker, so an old uncompiled one in the form does not matter.
    expect(keys({ ...spj, judgeMode: 'default' })).toEqual([]);
    expect(checkerNeedsCompile({ ...spj, checkerCode: ' ' })).toBe(false);
  });

  it('take the stored checker as it is, and a kept multi-file one without compiling', () => {
    const checker = {
      protocol: 'hoj' as const,
      language: 'Python3' as const,
      files: [{ name: 'checker.py', content: 'print(1)' }],
    };
    const stored = problemFormOf(storedProblem({ judgeMode: 'spj', checker }), languages);
    expect(stored.compiledChecker).toEqual({ language: 'Python3', code: 'print(1)' });
    expect(checkerNeedsCompile(stored)).toBe(false);
    expect(checkerNeedsCompile({ ...stored, checkerCode: 'print(2)' })).toBe(true);
    expect(checkerNeedsCompile({ ...stored, checkerLanguage: 'C' })).toBe(true);
    const multiFile = { ...checker, files: [...checker.files, { name: 'util.py', content: '' }] };
    const kept = problemFormOf(storedProblem({ judgeMode: 'interactive', checker: multiFile }), languages);
    expect(kept.keptChecker).toEqual(multiFile);
    expect(kept.compiledChecker).toBeNull();
    expect(checkerNeedsCompile(kept)).toBe(false);
  });

  it('want a language, and no empty template that is switched on', () => {
    expect(keys({ ...valid(), languages: [] })).toEqual(['languageRequired']);
    expect(keys({ ...valid(), templates: { C: { enabled: true, code: ' ' } } })).toEqual(['templateEmpty']);
    expect(keys({ ...valid(), templates: { C: { enabled: false, code: '' } } })).toEqual([]);
  });

  it('want extra files with a safe, unique name and content', () => {
    const files = [
      { name: 'a.txt', content: 'x' },
      { name: 'a.txt', content: 'y' },
      { name: '../b', content: 'z' },
      { name: 'c.txt', content: '' },
    ];
    expect(keys({ ...valid(), userExtraFiles: files })).toEqual([
      'extraFileDuplicate',
      'extraFileName',
      'extraFileIncomplete',
    ]);
  });

  it('want test data: a zip chosen, or cases with input or output', () => {
    expect(keys({ ...valid(), testDataSource: 'zip' })).toEqual(['zipRequired']);
    expect(keys({ ...valid(), manualCases: [] })).toEqual(['caseRequired']);
    expect(keys({ ...valid(), manualCases: [emptyCase()] })).toEqual(['caseEmpty']);
  });

  it('want whole scores for OI, not all zero, and group numbers in subtask modes', () => {
    const oi = withType(valid(), 1);
    expect(keys(oi)).toEqual([]);
    const [first] = oi.manualCases;
    if (!first) throw new Error('the valid form has a case');
    expect(keys({ ...oi, manualCases: [{ ...first, score: '' }] })).toEqual(['scoreInteger']);
    expect(keys({ ...oi, manualCases: [{ ...first, score: '0' }] })).toEqual(['oiScoresZero']);
    expect(
      keys({ ...oi, judgeCaseMode: 'subtask_lowest', manualCases: [{ ...first, groupNum: '' }] }),
    ).toEqual(['groupNumRequired']);
  });
});

describe('switching to OI', () => {
  it('spreads 100 points, the remainder one each to the last cases', () => {
    expect(spreadOiScores(3)).toEqual([33, 33, 34]);
    const form = { ...valid(), manualCases: [emptyCase(), emptyCase(), emptyCase()] };
    expect(withType(form, 1).manualCases.map((c) => c.score)).toEqual(['33', '33', '34']);
    expect(withType(withType(form, 1), 0).manualCases.map((c) => c.score)).toEqual(['33', '33', '34']);
  });
});

describe('the payload', () => {
  it('carries numbers, maps and only the enabled templates of allowed languages', () => {
    const payload = problemPayload({
      ...valid(),
      timeLimit: ' 2000 ',
      outputLimit: '16',
      languages: ['C'],
      templates: { C: { enabled: true, code: 'c' }, Python3: { enabled: true, code: 'py' } },
      userExtraFiles: [{ name: ' data.txt ', content: '42' }],
      judgeMode: 'spj',
      checkerLanguage: 'C++',
      checkerCode: 'int main(){}',
    });
    expect(payload.problem).toMatchObject({
      timeLimit: 2000,
      outputLimit: 16,
      codeTemplates: { C: 'c' },
      userExtraFile: { 'data.txt': '42' },
      checker: {
        protocol: 'hoj',
        language: 'C++',
        files: [{ name: 'checker.cpp', content: 'int main(){}' }],
      },
    });
    expect(payload.testCases).toEqual([{ input: '1 2\n', output: '3\n', score: 0, groupNum: 1 }]);
    expect(payload.caseSettings).toBeUndefined();
  });

  it('sends new settings for the stored cases instead of cases', () => {
    const payload = problemPayload({
      ...valid(),
      testDataSource: 'stored',
      storedCases: [{ inputName: '1.in', outputName: '1.out', score: '100', groupNum: '2' }],
    });
    expect(payload.testCases).toBeUndefined();
    expect(payload.caseSettings).toEqual([{ score: 100, groupNum: 2 }]);
  });
});

describe("a remote problem's fields (issue 24)", () => {
  it("shows a stored remote problem's bank and site id, and sends them back unchanged", () => {
    const form = problemFormOf(
      storedProblem({ problemId: 'HDU-1000', remote: { bank: 'HDU', problemId: '1000' }, testCases: [] }),
      languages,
    );
    expect([form.remoteBank, form.remoteProblemId, form.manualCases]).toEqual(['HDU', '1000', []]);
    // No test data to require or send: the other site judges it.
    expect(keys(form, false)).toEqual([]);
    const payload = problemPayload(form);
    expect(payload.problem.remote).toEqual({ bank: 'HDU', problemId: '1000' });
    expect(payload.testCases).toBeUndefined();
  });

  it('checks the site id with the server schema; a problem judged here sends remote: null', () => {
    expect(keys({ ...valid(), remoteBank: 'CF', remoteProblemId: '4 A' })).toEqual(['remoteProblemId']);
    expect(keys({ ...valid(), remoteBank: 'CF', remoteProblemId: '' })).toEqual(['remoteProblemId']);
    expect(keys({ ...valid(), remoteBank: 'CF', remoteProblemId: '4A', manualCases: [] })).toEqual([]);
    expect(problemPayload({ ...valid(), remoteBank: 'CF', remoteProblemId: ' 4A ' }).problem.remote).toEqual({
      bank: 'CF',
      problemId: '4A',
    });
    expect(problemPayload(valid()).problem.remote).toBeNull();
    expect(keys({ ...valid(), manualCases: [] })).toEqual(['caseRequired']);
  });
});

describe('the problem form messages', () => {
  it('are each in Chinese too, as the server says them', () => {
    const untranslated = Object.values(problemMessages).filter((message) => !chineseServerMessage(message));
    expect(untranslated).toEqual([]);
  });
});
