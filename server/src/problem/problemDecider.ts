import {
  type Decider,
  fail,
  type ProblemFields,
  ProblemType,
  type ProductEvent,
  type TestCase,
} from '@oj/events';

export type ProblemCommand =
  | { type: 'CreateProblem'; pid: number; fields: ProblemFields; testCases: TestCase[] }
  | { type: 'UpdateProblem'; changes: Partial<ProblemFields> }
  | { type: 'ReplaceTestCases'; testCases: TestCase[] }
  | { type: 'DeleteProblem' };

type ProblemState = { status: 'none' } | { status: 'live'; fields: ProblemFields } | { status: 'deleted' };

export const problemStreamId = (pid: number) => `problem-${pid}`;

/** A problem: created once, edited field by field, its test data replaced whole, deleted for good. */
export const problemDecider: Decider<ProblemCommand, ProductEvent, ProblemState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProblemCreated':
        return { status: 'live', fields: event.data.fields };
      case 'ProblemUpdated':
        return state.status === 'live'
          ? { status: 'live', fields: { ...state.fields, ...event.data.changes } }
          : state;
      case 'ProblemDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateProblem') {
      if (state.status !== 'none') fail('conflict', 'The problem already exists');
      const { pid, fields, testCases } = command;
      checkCases(fields, testCases);
      return [{ type: 'ProblemCreated', data: { pid, fields, testCases } }];
    }
    if (state.status !== 'live') fail('not_found', 'The problem does not exist');
    switch (command.type) {
      case 'UpdateProblem': {
        const changes: Partial<ProblemFields> = {};
        for (const key of Object.keys(command.changes) as (keyof ProblemFields)[]) {
          const value = command.changes[key];
          if (value !== undefined && JSON.stringify(value) !== JSON.stringify(state.fields[key])) {
            Object.assign(changes, { [key]: value });
          }
        }
        return Object.keys(changes).length > 0 ? [{ type: 'ProblemUpdated', data: { changes } }] : [];
      }
      case 'ReplaceTestCases':
        checkCases(state.fields, command.testCases);
        return [{ type: 'ProblemTestCasesReplaced', data: { testCases: command.testCases } }];
      case 'DeleteProblem':
        return [{ type: 'ProblemDeleted', data: {} }];
    }
  },
};

/** Spec 03 section 5: scores are whole numbers from 0; special and interactive judges need a checker. */
function checkCases(fields: ProblemFields, testCases: TestCase[]): void {
  if (fields.judgeMode !== 'default' && !fields.checker) {
    fail('validation', 'A special or interactive judge needs its checker program');
  }
  if (fields.type === ProblemType.oi && testCases.length > 0 && testCases.every((c) => c.score === 0)) {
    fail('validation', 'An OI problem needs test cases with scores');
  }
}
