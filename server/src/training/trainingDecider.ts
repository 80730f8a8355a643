import {
  type Decider,
  fail,
  trainingMessages as m,
  type ProductEvent,
  TrainingAuth,
  type TrainingFields,
  trainingLimits,
} from '@oj/events';

/** Who registers, as the handler read it from the principal. */
export interface TrainingActor {
  uid: string;
  username: string;
}

export type TrainingCommand =
  | { type: 'CreateTraining'; id: number; fields: TrainingFields; author: TrainingActor }
  | { type: 'UpdateTraining'; changes: Partial<Omit<TrainingFields, 'gid'>> }
  | { type: 'DeleteTraining' }
  /** The handler checked that each pid names a problem. */
  | { type: 'AddProblems'; pids: readonly number[] }
  | { type: 'RemoveProblem'; pid: number }
  | { type: 'ReorderProblems'; pids: readonly number[] }
  | { type: 'SetProblemVisibility'; pid: number; visible: boolean }
  | { type: 'Register'; actor: TrainingActor; password: string };

export interface LiveTraining {
  status: 'live';
  id: number;
  fields: TrainingFields;
  /** In the training's order. */
  problems: readonly { pid: number; visible: boolean }[];
  registered: ReadonlySet<string>;
}
export type TrainingState = { status: 'none' } | { status: 'deleted' } | LiveTraining;

/**
 * One training (spec 02 sections 4-6, spec 03's admin calls): admins edit it and its problem list;
 * users register once, a private training with its password, a protected one without; a public one
 * needs no registration.
 */
export const trainingDecider: Decider<TrainingCommand, ProductEvent, TrainingState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'TrainingCreated')
      return {
        status: 'live',
        id: event.data.id,
        fields: event.data.fields,
        problems: [],
        registered: new Set(),
      };
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'TrainingUpdated':
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'TrainingDeleted':
        return { status: 'deleted' };
      case 'TrainingProblemAdded':
        return { ...state, problems: [...state.problems, { pid: event.data.pid, visible: true }] };
      case 'TrainingProblemRemoved':
        return { ...state, problems: state.problems.filter((p) => p.pid !== event.data.pid) };
      case 'TrainingProblemsReordered': {
        const byPid = new Map(state.problems.map((p) => [p.pid, p]));
        return {
          ...state,
          problems: event.data.pids.flatMap((pid) => {
            const problem = byPid.get(pid);
            return problem ? [problem] : [];
          }),
        };
      }
      case 'TrainingProblemVisibilityChanged':
        return {
          ...state,
          problems: state.problems.map((p) =>
            p.pid === event.data.pid ? { ...p, visible: event.data.visible } : p,
          ),
        };
      case 'TrainingRegistered':
        return { ...state, registered: new Set(state.registered).add(event.data.uid) };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateTraining') {
      if (state.status !== 'none') fail('conflict', 'The training already exists');
      requirePassword(command.fields);
      return [
        {
          type: 'TrainingCreated',
          data: {
            id: command.id,
            fields: command.fields,
            author: { uid: command.author.uid, username: command.author.username },
          },
        },
      ];
    }
    const live = state.status === 'live' ? state : fail('not_found', m.notFound);
    const { id } = live;
    switch (command.type) {
      case 'UpdateTraining': {
        const changes = changed(live.fields, command.changes);
        requirePassword({ ...live.fields, ...changes });
        return Object.keys(changes).length > 0 ? [{ type: 'TrainingUpdated', data: { id, changes } }] : [];
      }
      case 'DeleteTraining':
        return [{ type: 'TrainingDeleted', data: { id } }];
      case 'AddProblems': {
        const have = new Set(live.problems.map((p) => p.pid));
        const fresh = [...new Set(command.pids)].filter((pid) => !have.has(pid));
        if (fresh.length === 0) fail('conflict', m.problemAlreadyIn);
        if (have.size + fresh.length > trainingLimits.problemsMax) fail('validation', m.tooManyProblems);
        return fresh.map((pid) => ({ type: 'TrainingProblemAdded', data: { id, pid } }) as const);
      }
      case 'RemoveProblem':
        if (!live.problems.some((p) => p.pid === command.pid)) fail('not_found', m.problemNotIn);
        return [{ type: 'TrainingProblemRemoved', data: { id, pid: command.pid } }];
      case 'ReorderProblems': {
        const current = live.problems.map((p) => p.pid);
        const wanted = command.pids;
        const same =
          wanted.length === current.length &&
          new Set(wanted).size === wanted.length &&
          wanted.every((pid) => current.includes(pid));
        if (!same) fail('validation', m.orderMismatch);
        if (wanted.every((pid, i) => pid === current[i])) return [];
        return [{ type: 'TrainingProblemsReordered', data: { id, pids: [...wanted] } }];
      }
      case 'SetProblemVisibility': {
        const problem = live.problems.find((p) => p.pid === command.pid) ?? fail('not_found', m.problemNotIn);
        if (problem.visible === command.visible) return [];
        return [
          {
            type: 'TrainingProblemVisibilityChanged',
            data: { id, pid: command.pid, visible: command.visible },
          },
        ];
      }
      case 'Register': {
        const { actor, password } = command;
        if (live.fields.auth === TrainingAuth.public) fail('validation', m.publicNoRegister);
        if (live.registered.has(actor.uid)) fail('conflict', m.alreadyRegistered);
        if (live.fields.auth === TrainingAuth.private) {
          if (password === '') fail('validation', m.enterPassword);
          if (password !== live.fields.privatePwd) fail('validation', m.wrongPassword);
        }
        return [{ type: 'TrainingRegistered', data: { id, uid: actor.uid, username: actor.username } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

function requirePassword(fields: Pick<TrainingFields, 'auth' | 'privatePwd'>): void {
  if (fields.auth === TrainingAuth.private && fields.privatePwd.trim() === '')
    fail('validation', m.passwordRequired);
}

function changed<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) changes[key] = wanted[key];
  }
  return changes;
}
