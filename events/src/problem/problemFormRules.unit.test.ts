import { describe, expect, it } from 'vitest';
import { problemFields } from './problemEvents';
import { type ProblemRuleInput, problemMessages, problemRuleBreaks } from './problemFormRules';

const form: ProblemRuleInput = {
  problemId: 'P1',
  title: 'A+B',
  input: 'Two numbers.',
  output: 'Their sum.',
  examples: [{ input: '1 2', output: '3' }],
  timeLimit: '1000',
  memoryLimit: '256',
  stackLimit: '128',
  outputLimit: '64',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  checkerCode: '',
  keptChecker: null,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFiles: [],
  judgeExtraFiles: [],
  languages: ['C'],
  templates: {},
  testDataSource: 'manual',
  zip: null,
  storedCases: [],
  manualCases: [{ input: '1 2\n', output: '3\n', score: '0', groupNum: '1' }],
  remoteBank: '',
  remoteProblemId: '',
};
const options = { creating: true, checkerNeedsCompile: false };

describe('the problem rules the form and the server share', () => {
  it('refuse the same ID and limits with the same messages on both sides', () => {
    const typed = problemRuleBreaks({ ...form, problemId: 'bad id!', timeLimit: '60001' }, options);
    expect(typed).toEqual([
      { field: 'problemId', message: problemMessages.problemIdFormat },
      { field: 'timeLimit', message: problemMessages.timeLimit },
    ]);
    const sent = problemFields.shape.problemId.safeParse('bad id!');
    expect(sent.error?.issues[0]?.message).toBe(problemMessages.problemIdFormat);
    expect(problemFields.shape.timeLimit.safeParse(60_001).error?.issues[0]?.message).toBe(
      problemMessages.timeLimit,
    );
  });

  it('read a typed limit only as digits', () => {
    expect(problemRuleBreaks({ ...form, memoryLimit: '1e3' }, options)).toEqual([
      { field: 'memoryLimit', message: problemMessages.memoryLimit },
    ]);
    expect(problemRuleBreaks(form, options)).toEqual([]);
  });

  it('ask for the changed checker to be compiled only of a special or interactive judge', () => {
    const spj = { ...form, judgeMode: 'spj', checkerCode: 'int main(){}' };
    expect(problemRuleBreaks(spj, { ...options, checkerNeedsCompile: true })).toEqual([
      { field: 'checker', message: problemMessages.checkerNotCompiled },
    ]);
    expect(problemRuleBreaks({ ...spj, checkerCode: ' ' }, options)).toEqual([
      { field: 'checker', message: problemMessages.checkerRequired },
    ]);
  });
});
