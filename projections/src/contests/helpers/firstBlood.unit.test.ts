import { describe, expect, it } from 'vitest';
import { type AcceptedSubmission, type FirstBloodRules, firstBloodIds } from './firstBlood';

const START = Date.parse('2026-05-01T09:00:00Z');
const END = START + 5 * 3_600_000;
const rules: FirstBloodRules = {
  startTime: START,
  endTime: END,
  timeUnit: 'second',
  starUsernames: new Set(),
};
const ac = (id: number, username: string, minute: number, second = 0): AcceptedSubmission => ({
  id,
  uid: `u-${username}`,
  username,
  submitTime: START + minute * 60_000 + second * 1000,
});

describe('first blood of a problem (the board rule)', () => {
  it('goes to the earliest accept', () => {
    expect(firstBloodIds([ac(2, 'bob', 30), ac(1, 'ann', 12)], rules)).toEqual(new Set([1]));
  });

  it('skips star contestants: the next official accept takes it', () => {
    const stars = { ...rules, starUsernames: new Set(['ann']) };
    expect(firstBloodIds([ac(1, 'ann', 12), ac(2, 'bob', 30)], stars)).toEqual(new Set([2]));
  });

  it('counts only a contestant first accept, and none after the end', () => {
    const late = { id: 9, uid: 'u-cat', username: 'cat', submitTime: END + 1000 };
    expect(firstBloodIds([ac(1, 'ann', 12), ac(3, 'ann', 14), late], rules)).toEqual(new Set([1]));
    expect(firstBloodIds([late], rules)).toEqual(new Set());
  });

  it('is shared by accepts tied in the contest time unit', () => {
    const minutes = { ...rules, timeUnit: 'minute' as const };
    const both = [ac(1, 'ann', 12, 5), ac(2, 'bob', 12, 40)];
    expect(firstBloodIds(both, minutes)).toEqual(new Set([1, 2]));
    expect(firstBloodIds(both, rules)).toEqual(new Set([1]));
  });
});
