import { describe, expect, it } from 'vitest';
import { applyRecentAcPush, examCountdown, localDay } from './home';

const row = (username: string, ac: number) => ({
  uid: username,
  username,
  avatar: '',
  titleName: '',
  titleColor: '',
  ac,
});

describe('the home page', () => {
  it('replaces the 7-day rank with a push’s rows, and keeps it on a push it cannot read', () => {
    const before = [row('ann', 1)];
    expect(applyRecentAcPush(before, { rows: [row('bob', 2), row('ann', 1)] })).toEqual([
      row('bob', 2),
      row('ann', 1),
    ]);
    expect(applyRecentAcPush(before, { kind: 'reload' })).toBe(before);
  });

  it('counts down in the reader’s calendar days', () => {
    const now = new Date(2025, 10, 27, 23, 30);
    expect(localDay(now)).toBe('2025-11-27');
    expect(examCountdown('2025-11-29', now)).toEqual({ state: 'left', days: 2 });
    expect(examCountdown('2025-11-27', now)).toEqual({ state: 'today', days: 0 });
    expect(examCountdown('2025-09-20', now).state).toBe('passed');
  });
});
