import { contestForm, contestMessages } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { chineseServerMessage } from '@/locales/serverMessages';
import type { AdminContest } from '../api/contestSchemas';
import {
  accountPreview,
  addStarAccount,
  type ContestForm,
  contestFormOf,
  contestPayload,
  newContestForm,
  sealOptionAllowed,
  withSeal,
  withType,
} from './contestForm';

const valid = (): ContestForm => ({
  ...newContestForm(Date.parse('2026-03-01T09:20:00')),
  title: 'Spring Cup',
  description: 'Five problems, five hours.',
});
/** Each failing field with its rule's name in `contestMessages`, as the form shows them. */
const keys = (form: ContestForm) =>
  (contestForm.safeParse(form).error?.issues ?? []).map((issue) => {
    const rule = Object.entries(contestMessages).find(([, message]) => message === issue.message)?.[0];
    return `${issue.path.join('.')}:${rule ?? issue.message}`;
  });
const stored = (fields: Partial<AdminContest>): AdminContest => ({
  id: 7,
  title: 'Spring Cup',
  description: 'Five problems.',
  startTime: '2026-03-01T10:00:00.000Z',
  endTime: '2026-03-01T15:00:00.000Z',
  status: -1,
  type: 0,
  auth: 0,
  pwd: '',
  author: 'root',
  count: 0,
  visible: true,
  sealRank: true,
  sealRankTime: '2026-03-01T14:30:00.000Z',
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
  ...fields,
});

describe('the new contest form', () => {
  it('starts at the next full hour for five hours, unsealed, with the spec’s default awards', () => {
    const form = newContestForm(Date.parse('2026-03-01T09:20:00'));
    expect(form.startTime).toBe('2026-03-01T10:00');
    expect(form.endTime).toBe('2026-03-01T15:00');
    expect(form.awards.map((a) => [a.name, a.background, a.num])).toEqual([
      ['金奖', '#e6bf25', '10'],
      ['银奖', '#b4c0c7', '20'],
      ['铜奖', '#CD7F32', '30'],
    ]);
    expect(keys(valid())).toEqual([]);
  });

  it('needs a title, a description and both times', () => {
    expect(keys({ ...valid(), title: '  ', description: '', startTime: '', endTime: 'soon' })).toEqual([
      'title:titleRequired',
      'description:descriptionRequired',
      'startTime:startRequired',
      'endTime:endRequired',
    ]);
  });

  it('refuses an end at or before the start (the duration must be above 0)', () => {
    expect(keys({ ...valid(), endTime: valid().startTime })).toEqual(['endTime:startBeforeEnd']);
    expect(keys({ ...valid(), endTime: '2026-03-01T09:00' })).toEqual(['endTime:startBeforeEnd']);
  });

  it('asks for the password only of a private contest', () => {
    expect(keys({ ...valid(), auth: 1 })).toEqual(['pwd:passwordRequired']);
    expect(keys({ ...valid(), auth: 2 })).toEqual([]);
    expect(contestPayload({ ...valid(), auth: 2, pwd: 'left over' }).pwd).toBe('');
  });
});

describe('the seal', () => {
  it('defaults to an hour before the end, or the start for OI and for contests under an hour', () => {
    expect(withSeal(valid(), true).sealOption).toBe(1);
    expect(withSeal(withType(valid(), 1), true).sealOption).toBe(2);
    expect(withSeal({ ...valid(), endTime: '2026-03-01T10:45' }, true).sealOption).toBe(2);
  });

  it('offers half an hour from 1800 s of contest and an hour from 3600 s', () => {
    expect(sealOptionAllowed(0, 29 * 60_000)).toBe(false);
    expect(sealOptionAllowed(0, 30 * 60_000)).toBe(true);
    expect(sealOptionAllowed(1, 59 * 60_000)).toBe(false);
    expect(sealOptionAllowed(1, 60 * 60_000)).toBe(true);
    expect(sealOptionAllowed(2, 60_000)).toBe(true);
    const short = { ...valid(), endTime: '2026-03-01T10:40', sealRank: true, sealOption: 1 as const };
    expect(keys(short)).toEqual(['sealOption:sealBetween']);
  });

  it('sends the chosen option when sealed and no seal time when not', () => {
    const sealed = contestPayload({ ...valid(), sealRank: true, sealOption: 0 });
    expect(sealed).toMatchObject({ sealRank: true, sealRankTimeOption: 0 });
    expect(sealed).not.toHaveProperty('sealRankTime');
    const open = contestPayload(valid());
    expect(open).toMatchObject({ sealRank: false, sealRankTime: null });
    expect(open).not.toHaveProperty('sealRankTimeOption');
  });

  it('reads a stored seal time back as its choice', () => {
    expect(contestFormOf(stored({})).sealOption).toBe(0);
    expect(contestFormOf(stored({ sealRankTime: '2026-03-01T14:00:00.000Z' })).sealOption).toBe(1);
    expect(contestFormOf(stored({ sealRankTime: '2026-03-01T10:00:00.000Z' })).sealOption).toBe(2);
  });
});

describe('times', () => {
  it('round-trips the local input and the instant', () => {
    const form = contestFormOf(stored({}));
    expect(contestPayload({ ...form }).startTime).toBe('2026-03-01T10:00:00.000Z');
    expect(contestPayload({ ...form }).endTime).toBe('2026-03-01T15:00:00.000Z');
  });
});

describe('star accounts', () => {
  it('are trimmed, and a duplicate is refused', () => {
    expect(addStarAccount(['ann'], '  bob ')).toEqual({ ok: true, list: ['ann', 'bob'] });
    expect(addStarAccount(['ann'], 'ann ')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addStarAccount(['ann'], '   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('the account limit', () => {
  const limited = (accountLimit: Partial<ContestForm['accountLimit']>): ContestForm => ({
    ...valid(),
    auth: 2,
    openAccountLimit: true,
    accountLimit: { ...valid().accountLimit, ...accountLimit },
  });

  it('previews names only when the numbers are in order', () => {
    expect(
      accountPreview({ ...limited({}).accountLimit, prefix: 'team', numberFrom: '1', numberTo: '50' }),
    ).toEqual(['team1', 'team2', 'team3', '…', 'team50']);
    expect(accountPreview({ ...limited({}).accountLimit, numberFrom: '9', numberTo: '2' })).toBeUndefined();
  });

  it('needs a range in order or listed accounts, and only for a contest that is not public', () => {
    expect(keys(limited({}))).toEqual(['accountLimit:accountLimitEmpty']);
    expect(keys(limited({ numberFrom: '9', numberTo: '2' }))).toEqual(['accountLimit:accountRangeOrder']);
    expect(keys(limited({ numberFrom: '1' }))).toEqual(['accountLimit:accountRangeNumbers']);
    expect(keys(limited({ extraAccount: 'judge\ncoach' }))).toEqual([]);
    expect(keys({ ...limited({}), auth: 0 })).toEqual([]);
    expect(contestPayload({ ...limited({ numberFrom: '1', numberTo: '5' }), auth: 0 })).toMatchObject({
      openAccountLimit: false,
      accountLimitRule: null,
    });
    expect(
      contestPayload(limited({ prefix: ' t ', numberFrom: '1', numberTo: '5' })).accountLimitRule,
    ).toEqual({
      prefix: 't',
      suffix: '',
      numberFrom: 1,
      numberTo: 5,
      extraAccount: '',
    });
  });
});

describe('awards', () => {
  it('are not checked while there are none', () => {
    const form = valid();
    form.awards[0] = { ...form.awards[0], name: '' } as ContestForm['awards'][number];
    expect(keys(form)).toEqual([]);
  });

  it('read as percentages that must not pass 100 in all', () => {
    const form: ContestForm = { ...valid(), awardType: 1 };
    expect(keys(form)).toEqual([]);
    form.awards = form.awards.map((a) => ({ ...a, num: '40' }));
    expect(keys(form)).toEqual(['awards:awardPercentTotal']);
    form.awards = form.awards.map((a, i) => (i === 0 ? { ...a, num: '101' } : a));
    expect(keys(form)).toContain('awards.0:awardPercent');
  });

  it('need a name, a priority, hex colours and a count', () => {
    const form: ContestForm = { ...valid(), awardType: 2 };
    form.awards[1] = { priority: 'x', name: ' ', background: 'gold', color: '#fff', num: '-1' };
    // A line shows its first failing rule.
    expect(keys(form)).toEqual(['awards.1:awardPriority']);
    form.awards[1] = { priority: '2', name: ' ', background: 'gold', color: '#fff', num: '-1' };
    expect(keys(form)).toEqual(['awards.1:awardName']);
    form.awards[1] = { priority: '2', name: 'Silver', background: 'gold', color: '#fff', num: '-1' };
    expect(keys(form)).toEqual(['awards.1:awardColour']);
    form.awards[1] = { priority: '2', name: 'Silver', background: '#ccc', color: '#fff', num: '-1' };
    expect(keys(form)).toEqual(['awards.1:awardCount']);
    expect(contestPayload({ ...valid(), awardType: 2 }).awardConfigList[0]).toEqual({
      priority: 1,
      name: '金奖',
      background: '#e6bf25',
      color: '#ffffff',
      num: 10,
    });
  });
});

describe('the messages', () => {
  it('are each in Chinese too, as the server says them', () => {
    const untranslated = Object.values(contestMessages).filter((message) => !chineseServerMessage(message));
    expect(untranslated).toEqual([]);
  });
});
