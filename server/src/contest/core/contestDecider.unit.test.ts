import { type ContestFields, DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type ContestCommand, contestDecider } from './contestDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => contestDecider.evolve(state, event), contestDecider.initialState());
const when = (events: ProductEvent[], command: ContestCommand) =>
  contestDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: ContestCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const START = '2026-05-01T09:00:00.000Z';
const END = '2026-05-01T14:00:00.000Z';
const fields: ContestFields = {
  title: 'Spring cup',
  description: 'Five hours, ten problems',
  startTime: START,
  endTime: END,
  type: 0,
  auth: 1,
  pwd: 'tulip',
  sealRank: true,
  sealRankTime: '2026-05-01T13:00:00.000Z',
  autoRealRank: true,
  openRank: false,
  allowEndSubmit: false,
  openPrint: false,
  rankShowName: 'username',
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: [],
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfigList: [],
  penaltyTime: 20,
  compileErrorPenalty: false,
  rankTimeUnit: 'second',
};
const created: ProductEvent = {
  type: 'ContestCreated',
  data: { cid: 1, fields, visible: true, gid: null, author: { uid: 'a1', username: 'alice' } },
};
const problemA: ProductEvent = {
  type: 'ContestProblemAdded',
  data: { pid: 1001, displayId: 'A', displayTitle: 'A+B', color: '#e6bf25' },
};
const register = (over: Partial<Extract<ContestCommand, { type: 'Register' }>> = {}): ContestCommand => ({
  type: 'Register',
  uid: 'u1',
  username: 'team07',
  password: 'tulip',
  now: Date.parse(START),
  ...over,
});

describe('the contest form', () => {
  it('creates a contest once, with every field', () => {
    const command = { type: 'CreateContest', ...created.data } as ContestCommand;
    expect(when([], command)).toEqual([created]);
    expect(refusal([created], command)).toMatchObject({ code: 'conflict' });
  });

  it.each([
    [{ endTime: START }, 'The start time must be earlier than the end time'],
    [{ pwd: ' ' }, 'A private contest needs a password'],
    [{ sealRankTime: null }, 'Choose when the scoreboard is sealed'],
    [{ sealRankTime: '2026-05-01T15:00:00.000Z' }, 'The seal time must lie between the start and the end'],
    [{ starAccount: ['bob', 'bob'] }, 'The star user bob is listed twice'],
    [
      {
        awardType: 1 as const,
        awardConfigList: [
          { priority: 1, name: 'gold', background: '#fff', color: '#000', num: 60 },
          { priority: 2, name: 'silver', background: '#fff', color: '#000', num: 50 },
        ],
      },
      'The award percentages add up to more than 100',
    ],
    [{ openAccountLimit: true }, 'The account limit needs its rule'],
  ])('refuses %j', (changes, message) => {
    expect(refusal([created], { type: 'UpdateContest', changes })).toEqual({ code: 'validation', message });
  });

  it('records only the fields that changed', () => {
    expect(
      when([created], { type: 'UpdateContest', changes: { title: 'Spring cup', openRank: true } }),
    ).toEqual([{ type: 'ContestUpdated', data: { changes: { openRank: true } } }]);
    expect(when([created], { type: 'SetVisibility', visible: true })).toEqual([]);
  });

  it('refuses everything on a deleted contest', () => {
    const deleted: ProductEvent = { type: 'ContestDeleted', data: {} };
    expect(refusal([created, deleted], { type: 'SetVisibility', visible: false })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('contest problems', () => {
  it('take each problem once, each display id once, and only problems of the contest rule', () => {
    const add = (pid: number, displayId: string, problemType = 0): ContestCommand => ({
      type: 'AddProblem',
      problem: { pid, displayId, displayTitle: 'x', color: null },
      problemType,
    });
    expect(refusal([created, problemA], add(1001, 'B'))).toMatchObject({ code: 'conflict' });
    expect(refusal([created, problemA], add(1002, 'a'))).toEqual({
      code: 'conflict',
      message: 'The display ID a is already used in this contest',
    });
    expect(refusal([created], add(1002, 'B', 1))).toEqual({
      code: 'validation',
      message: 'An ACM contest takes only ACM problems',
    });
    expect(when([created, problemA], add(1002, 'B'))).toHaveLength(1);
  });

  it('rename and remove only problems of the contest', () => {
    expect(
      when([created, problemA], { type: 'UpdateProblem', pid: 1001, changes: { displayId: 'Z' } }),
    ).toEqual([{ type: 'ContestProblemUpdated', data: { pid: 1001, changes: { displayId: 'Z' } } }]);
    expect(refusal([created], { type: 'RemoveProblem', pid: 1001 })).toMatchObject({ code: 'not_found' });
  });
});

describe('announcements', () => {
  it('count their ids up in the stream', () => {
    const first: ProductEvent = {
      type: 'ContestAnnouncementPosted',
      data: { id: 1, title: 't', content: 'c' },
    };
    const gone: ProductEvent = { type: 'ContestAnnouncementDeleted', data: { id: 1 } };
    expect(when([created, first, gone], { type: 'PostAnnouncement', title: 'T', content: 'C' })).toEqual([
      { type: 'ContestAnnouncementPosted', data: { id: 2, title: 'T', content: 'C' } },
    ]);
    expect(refusal([created, first, gone], { type: 'DeleteAnnouncement', id: 1 })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('registration', () => {
  it('takes the right password once; a second registration changes nothing', () => {
    const registered: ProductEvent = { type: 'ContestRegistered', data: { uid: 'u1', username: 'team07' } };
    expect(when([created], register())).toEqual([registered]);
    expect(when([created, registered], register({ password: 'wrong' }))).toEqual([]);
  });

  it.each([
    [{ password: '' }, 'validation', 'Enter the contest password'],
    [{ password: 'rose' }, 'validation', 'The contest password is wrong'],
    [{ now: Date.parse(END) }, 'validation', 'Contest has ended'],
  ])('refuses %j', (over, code, message) => {
    expect(refusal([created], register(over))).toEqual({ code, message });
  });

  it('needs no password in a protected contest; refuses a public one; honours the account limit', () => {
    const protectedContest: ProductEvent = { type: 'ContestUpdated', data: { changes: { auth: 2 } } };
    expect(when([created, protectedContest], register({ password: '' }))).toHaveLength(1);
    const open: ProductEvent = { type: 'ContestUpdated', data: { changes: { auth: 0 } } };
    expect(refusal([created, open], register())).toMatchObject({ code: 'validation' });
    const limited: ProductEvent = {
      type: 'ContestUpdated',
      data: {
        changes: {
          openAccountLimit: true,
          accountLimitRule: {
            prefix: 'team',
            suffix: '',
            numberFrom: 1,
            numberTo: 5,
            extraAccount: 'judge\nguest',
          },
        },
      },
    };
    expect(refusal([created, limited], register())).toMatchObject({ code: 'forbidden' });
    expect(when([created, limited], register({ username: 'team05' }))).toHaveLength(1);
    expect(when([created, limited], register({ username: 'guest' }))).toHaveLength(1);
    expect(refusal([created, limited], register({ username: 'team5x' }))).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('the end of a contest', () => {
  it('is marked only once the end time has passed, with the end time it marks', () => {
    expect(refusal([created], { type: 'MarkEnded', now: Date.parse(END) - 1 })).toMatchObject({
      code: 'conflict',
    });
    expect(when([created], { type: 'MarkEnded', now: Date.parse(END) })).toEqual([
      { type: 'ContestEndReached', data: { endTime: END } },
    ]);
  });
});
