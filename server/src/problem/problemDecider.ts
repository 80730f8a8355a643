import {
  ApplyPublicProgress,
  type Decider,
  fail,
  type ProblemFields,
  ProblemType,
  type ProductEvent,
  type TestCase,
} from '@oj/events';

export type ProblemCommand =
  | { type: 'CreateProblem'; pid: number; fields: ProblemFields; testCases: TestCase[]; gid?: number | null }
  | { type: 'UpdateProblem'; changes: Partial<ProblemFields> }
  | { type: 'ReplaceTestCases'; testCases: TestCase[] }
  | { type: 'DeleteProblem' }
  /** A group admin's application to the public bank, or its cancellation (spec 03 section 4). */
  | { type: 'ApplyPublic'; by: { uid: string; username: string } }
  | { type: 'CancelPublicApplication'; by: { uid: string; username: string } }
  /** A site admin's answer to an application. */
  | { type: 'DecidePublicApplication'; accept: boolean };

type LiveProblem = {
  status: 'live';
  fields: ProblemFields;
  gid: number | null;
  /** null none, 1 applying, 2 public, 3 refused. */
  progress: number | null;
};
type ProblemState = { status: 'none' } | LiveProblem | { status: 'deleted' };

export const problemMessages = {
  notGroupProblem: 'The problem does not belong to a group',
  alreadyApplying: 'The problem has already applied to be public',
  alreadyPublic: 'The problem is already public',
  notApplying: 'The problem has not applied to be public',
} as const;

export const problemStreamId = (pid: number) => `problem-${pid}`;

/** A problem: created once, edited field by field, its test data replaced whole, deleted for good. */
export const problemDecider: Decider<ProblemCommand, ProductEvent, ProblemState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProblemCreated':
        return { status: 'live', fields: event.data.fields, gid: event.data.gid ?? null, progress: null };
      case 'ProblemUpdated':
        return state.status === 'live'
          ? { ...state, fields: { ...state.fields, ...event.data.changes } }
          : state;
      case 'ProblemPublicApplied':
        return state.status === 'live' ? { ...state, progress: ApplyPublicProgress.applying } : state;
      case 'ProblemPublicApplicationCancelled':
        return state.status === 'live' ? { ...state, progress: null } : state;
      case 'ProblemMadePublic':
        return state.status === 'live' ? { ...state, progress: ApplyPublicProgress.public } : state;
      case 'ProblemPublicApplicationRefused':
        return state.status === 'live' ? { ...state, progress: ApplyPublicProgress.refused } : state;
      case 'ProblemDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateProblem') {
      if (state.status !== 'none') fail('conflict', 'The problem already exists');
      const { pid, fields, testCases, gid = null } = command;
      checkCases(fields, testCases);
      return [{ type: 'ProblemCreated', data: { pid, fields, testCases, ...(gid === null ? {} : { gid }) } }];
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
      case 'ApplyPublic': {
        const gid = groupOf(state);
        if (state.progress === ApplyPublicProgress.applying)
          fail('conflict', problemMessages.alreadyApplying);
        if (state.progress === ApplyPublicProgress.public) fail('conflict', problemMessages.alreadyPublic);
        return [{ type: 'ProblemPublicApplied', data: { gid, by: command.by } }];
      }
      case 'CancelPublicApplication': {
        const gid = groupOf(state);
        if (state.progress !== ApplyPublicProgress.applying) fail('conflict', problemMessages.notApplying);
        return [{ type: 'ProblemPublicApplicationCancelled', data: { gid, by: command.by } }];
      }
      case 'DecidePublicApplication': {
        const gid = groupOf(state);
        if (state.progress !== ApplyPublicProgress.applying) fail('conflict', problemMessages.notApplying);
        return command.accept
          ? [{ type: 'ProblemMadePublic', data: { gid } }]
          : [{ type: 'ProblemPublicApplicationRefused', data: { gid } }];
      }
    }
  },
};

function groupOf(state: LiveProblem): number {
  if (state.gid === null) fail('validation', problemMessages.notGroupProblem);
  return state.gid;
}

/** Spec 03 section 5: scores are whole numbers from 0; special and interactive judges need a checker. */
function checkCases(fields: ProblemFields, testCases: TestCase[]): void {
  if (fields.judgeMode !== 'default' && !fields.checker) {
    fail('validation', 'A special or interactive judge needs its checker program');
  }
  if (fields.type === ProblemType.oi && testCases.length > 0 && testCases.every((c) => c.score === 0)) {
    fail('validation', 'An OI problem needs test cases with scores');
  }
}
