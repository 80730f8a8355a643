import { type ContestFields, DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type ContestHelperCommand, contestHelperDecider } from './contestHelperDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce(
    (state, event) => contestHelperDecider.evolve(state, event),
    contestHelperDecider.initialState(),
  );
const when = (events: ProductEvent[], command: ContestHelperCommand) =>
  contestHelperDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: ContestHelperCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const fields: ContestFields = {
  title: 'Spring cup',
  description: 'Five hours',
  startTime: '2026-05-01T09:00:00.000Z',
  endTime: '2026-05-01T14:00:00.000Z',
  type: 0,
  auth: 0,
  pwd: '',
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  openRank: false,
  allowEndSubmit: false,
  openPrint: true,
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
const created = (over: Partial<ContestFields> = {}): ProductEvent => ({
  type: 'ContestCreated',
  data: {
    cid: 1,
    fields: { ...fields, ...over },
    visible: true,
    gid: null,
    author: { uid: 'a1', username: 'alice' },
  },
});
const text = 'int main() { return 0; } // a program long enough to be worth printing';
const print = (id: number): ContestHelperCommand => ({
  type: 'SubmitPrint',
  id,
  uid: 'u1',
  username: 'team07',
  content: text,
});

describe('contest helpers', () => {
  it('records a print request while printing is open', () => {
    expect(when([created()], print(4))).toEqual([
      { type: 'ContestPrintSubmitted', data: { id: 4, uid: 'u1', username: 'team07', content: text } },
    ]);
  });

  it('refuses printing when the contest does not open it, and text under 50 characters', () => {
    expect(refusal([created({ openPrint: false })], print(4)).code).toBe('forbidden');
    const short = { ...print(4), content: `${'x'.repeat(49)}   ` };
    expect(refusal([created()], short)).toEqual({
      code: 'validation',
      message: 'content cannot be less than 50',
    });
  });

  it('marks a print printed once; an unknown print is not found', () => {
    const submitted: ProductEvent = {
      type: 'ContestPrintSubmitted',
      data: { id: 4, uid: 'u1', username: 'team07', content: text },
    };
    expect(when([created(), submitted], { type: 'MarkPrinted', id: 4 })).toEqual([
      { type: 'ContestPrintPrinted', data: { id: 4 } },
    ]);
    const printed: ProductEvent = { type: 'ContestPrintPrinted', data: { id: 4 } };
    expect(when([created(), submitted, printed], { type: 'MarkPrinted', id: 4 })).toEqual([]);
    expect(refusal([created()], { type: 'MarkPrinted', id: 5 }).code).toBe('not_found');
  });

  it('toggles an AC info row checked and back, skipping a toggle to the same value', () => {
    const check = (checked: boolean): ContestHelperCommand => ({ type: 'CheckAcInfo', id: 17, checked });
    const checked: ProductEvent = { type: 'ContestAcInfoChecked', data: { id: 17, checked: true } };
    expect(when([created()], check(true))).toEqual([checked]);
    expect(when([created(), checked], check(true))).toEqual([]);
    expect(when([created(), checked], check(false))).toEqual([
      { type: 'ContestAcInfoChecked', data: { id: 17, checked: false } },
    ]);
  });

  it('keeps AC info for ACM contests only, and needs the contest', () => {
    const check: ContestHelperCommand = { type: 'CheckAcInfo', id: 17, checked: true };
    expect(refusal([created({ type: 1 })], check).code).toBe('validation');
    expect(refusal([], check).code).toBe('not_found');
  });
});
