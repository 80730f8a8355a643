import {
  ContestAuth,
  type ContestFields,
  ContestType,
  type Decider,
  fail,
  type ProductEvent,
} from '@oj/events';
import { type ContestProfile, contestRuleBreaks } from '@oj/events/contracts';
import { accountAllowed } from './accountLimit';

type ContestProblemFields = Extract<ProductEvent, { type: 'ContestProblemAdded' }>['data'];
type Announcement = { id: number; title: string; content: string };

export type ContestCommand =
  | {
      type: 'CreateContest';
      cid: number;
      fields: ContestFields;
      visible: boolean;
      gid: number | null;
      author: { uid: string; username: string };
    }
  | { type: 'UpdateContest'; changes: Partial<ContestFields> }
  | { type: 'DeleteContest' }
  | { type: 'SetVisibility'; visible: boolean }
  /** problemType: the problem's own rule (0 ACM, 1 OI), read by the handler. */
  | { type: 'AddProblem'; problem: ContestProblemFields; problemType: number }
  | { type: 'UpdateProblem'; pid: number; changes: Partial<Omit<ContestProblemFields, 'pid'>> }
  | { type: 'RemoveProblem'; pid: number }
  | { type: 'PostAnnouncement'; title: string; content: string }
  | { type: 'UpdateAnnouncement'; id: number; title: string; content: string }
  | { type: 'DeleteAnnouncement'; id: number }
  /** now: epoch ms from the handler (deciders never read the clock). */
  | {
      type: 'Register';
      uid: string;
      username: string;
      password: string;
      now: number;
      /** The confirm-info form (protected contests; the route asks for it). */
      profile?: ContestProfile;
    }
  /** The end timer: now (epoch ms) is at or after the end. Run with a commandId per (cid, end time). */
  | { type: 'MarkEnded'; now: number };

export interface LiveContest {
  status: 'live';
  fields: ContestFields;
  visible: boolean;
  problems: ReadonlyMap<number, ContestProblemFields>;
  announcements: ReadonlyMap<number, Announcement>;
  lastAnnouncementId: number;
  registered: ReadonlySet<string>;
}
export type ContestState = { status: 'none' } | { status: 'deleted' } | LiveContest;

export const contestStreamId = (cid: number) => `contest-${cid}`;

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value);
const without = <K, V>(map: ReadonlyMap<K, V>, key: K) => {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
};

/**
 * A contest: its form, problems (one display id and one pid each), announcements and registrations.
 * The rules are the contest form's (spec 03 section 5) and entry's (spec 02 section 5).
 */
export const contestDecider: Decider<ContestCommand, ProductEvent, ContestState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'ContestCreated') {
      return {
        status: 'live',
        fields: event.data.fields,
        visible: event.data.visible,
        problems: new Map(),
        announcements: new Map(),
        lastAnnouncementId: 0,
        registered: new Set(),
      };
    }
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'ContestUpdated':
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'ContestDeleted':
        return { status: 'deleted' };
      case 'ContestVisibilityChanged':
        return { ...state, visible: event.data.visible };
      case 'ContestProblemAdded':
        return { ...state, problems: withEntry(state.problems, event.data.pid, event.data) };
      case 'ContestProblemUpdated': {
        const current = state.problems.get(event.data.pid);
        if (!current) return state;
        return {
          ...state,
          problems: withEntry(state.problems, event.data.pid, { ...current, ...event.data.changes }),
        };
      }
      case 'ContestProblemRemoved':
        return { ...state, problems: without(state.problems, event.data.pid) };
      case 'ContestAnnouncementPosted':
        return {
          ...state,
          announcements: withEntry(state.announcements, event.data.id, event.data),
          lastAnnouncementId: Math.max(state.lastAnnouncementId, event.data.id),
        };
      case 'ContestAnnouncementUpdated':
        return { ...state, announcements: withEntry(state.announcements, event.data.id, event.data) };
      case 'ContestAnnouncementDeleted':
        return { ...state, announcements: without(state.announcements, event.data.id) };
      case 'ContestRegistered':
        return { ...state, registered: new Set(state.registered).add(event.data.uid) };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateContest') {
      if (state.status !== 'none') fail('conflict', 'The contest already exists');
      checkFields(command.fields);
      const { cid, fields, visible, gid, author } = command;
      return [{ type: 'ContestCreated', data: { cid, fields, visible, gid, author } }];
    }
    if (state.status !== 'live') fail('not_found', 'The contest does not exist');
    switch (command.type) {
      case 'UpdateContest': {
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        checkFields({ ...state.fields, ...changes });
        return [{ type: 'ContestUpdated', data: { changes } }];
      }
      case 'DeleteContest':
        return [{ type: 'ContestDeleted', data: {} }];
      case 'SetVisibility':
        return state.visible === command.visible
          ? []
          : [{ type: 'ContestVisibilityChanged', data: { visible: command.visible } }];
      case 'AddProblem':
        return addProblem(state, command.problem, command.problemType);
      case 'UpdateProblem':
        return updateProblem(state, command.pid, command.changes);
      case 'RemoveProblem':
        if (!state.problems.has(command.pid)) fail('not_found', 'The problem is not in this contest');
        return [{ type: 'ContestProblemRemoved', data: { pid: command.pid } }];
      case 'PostAnnouncement': {
        const id = state.lastAnnouncementId + 1;
        return [
          { type: 'ContestAnnouncementPosted', data: { id, title: command.title, content: command.content } },
        ];
      }
      case 'UpdateAnnouncement': {
        if (!state.announcements.has(command.id)) fail('not_found', 'The announcement does not exist');
        const { id, title, content } = command;
        return [{ type: 'ContestAnnouncementUpdated', data: { id, title, content } }];
      }
      case 'DeleteAnnouncement':
        if (!state.announcements.has(command.id)) fail('not_found', 'The announcement does not exist');
        return [{ type: 'ContestAnnouncementDeleted', data: { id: command.id } }];
      case 'Register':
        return register(state, command);
      case 'MarkEnded':
        if (command.now < Date.parse(state.fields.endTime)) fail('conflict', 'The contest has not ended');
        return [{ type: 'ContestEndReached', data: { endTime: state.fields.endTime } }];
    }
  },
};

function changedFields(current: ContestFields, changes: Partial<ContestFields>): Partial<ContestFields> {
  const changed: Partial<ContestFields> = {};
  for (const key of Object.keys(changes) as (keyof ContestFields)[]) {
    const value = changes[key];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key])) {
      Object.assign(changed, { [key]: value });
    }
  }
  return changed;
}

/** The contest form's rules (spec 03 sections 4 and 5): those across fields are the form's (`contestRuleBreaks`). */
export function checkFields(f: ContestFields): void {
  if (f.sealRank && f.sealRankTime === null) fail('validation', 'Choose when the scoreboard is sealed');
  if (f.openAccountLimit && !f.accountLimitRule) fail('validation', 'The account limit needs its rule');
  const broken = contestRuleBreaks({
    start: Date.parse(f.startTime),
    end: Date.parse(f.endTime),
    auth: f.auth,
    pwd: f.pwd,
    sealRank: f.sealRank,
    seal: f.sealRankTime === null ? Number.NaN : Date.parse(f.sealRankTime),
    awardType: f.awardType,
    awardNums: f.awardConfigList.map((award) => award.num),
    openAccountLimit: f.openAccountLimit,
    accountLimit: f.accountLimitRule,
  })[0];
  if (broken) fail('validation', broken.message);
  const seen = new Set<string>();
  for (const name of f.starAccount) {
    if (seen.has(name)) fail('validation', `The star user ${name} is listed twice`);
    seen.add(name);
  }
}

function addProblem(state: LiveContest, problem: ContestProblemFields, problemType: number): ProductEvent[] {
  if (state.problems.has(problem.pid)) fail('conflict', 'The problem is already in this contest');
  if (problemType !== state.fields.type) {
    fail(
      'validation',
      state.fields.type === ContestType.acm
        ? 'An ACM contest takes only ACM problems'
        : 'An OI contest takes only OI problems',
    );
  }
  checkDisplayIdFree(state, problem.displayId, problem.pid);
  return [{ type: 'ContestProblemAdded', data: problem }];
}

function updateProblem(
  state: LiveContest,
  pid: number,
  changes: Partial<Omit<ContestProblemFields, 'pid'>>,
): ProductEvent[] {
  const current = state.problems.get(pid);
  if (!current) fail('not_found', 'The problem is not in this contest');
  if (changes.displayId !== undefined) checkDisplayIdFree(state, changes.displayId, pid);
  const changed: Partial<Omit<ContestProblemFields, 'pid'>> = {};
  for (const key of ['displayId', 'displayTitle', 'color'] as const) {
    const value = changes[key];
    if (value !== undefined && value !== current[key]) Object.assign(changed, { [key]: value });
  }
  return Object.keys(changed).length === 0
    ? []
    : [{ type: 'ContestProblemUpdated', data: { pid, changes: changed } }];
}

function checkDisplayIdFree(state: LiveContest, displayId: string, pid: number): void {
  for (const p of state.problems.values()) {
    if (p.pid !== pid && p.displayId.toLowerCase() === displayId.toLowerCase()) {
      fail('conflict', `The display ID ${displayId} is already used in this contest`);
    }
  }
}

function register(
  state: LiveContest,
  command: Extract<ContestCommand, { type: 'Register' }>,
): ProductEvent[] {
  const f = state.fields;
  if (f.auth === ContestAuth.public) fail('validation', 'This contest is public: no registration is needed');
  if (state.registered.has(command.uid)) return [];
  if (command.now >= Date.parse(f.endTime) && !f.allowEndSubmit) fail('validation', 'Contest has ended');
  if (f.auth === ContestAuth.private) {
    if (command.password === '') fail('validation', 'Enter the contest password');
    if (command.password !== f.pwd) fail('validation', 'The contest password is wrong');
  }
  if (f.openAccountLimit && !accountAllowed(f.accountLimitRule, command.username)) {
    fail('forbidden', 'Your account may not take part in this contest');
  }
  const { uid, username, profile } = command;
  return [{ type: 'ContestRegistered', data: { uid, username, ...(profile ? { profile } : {}) } }];
}
