import { describe, expect, it } from 'vitest';
import { contestClock, submitGate } from './clock';

const start = Date.parse('2026-11-25T10:00:00Z');
const end = start + 4 * 3_600_000;

describe('contestClock', () => {
  it('counts down to the start, then the time left with the share gone, then stops', () => {
    expect(contestClock(start, end, start - 90_000)).toEqual({
      phase: 'before',
      remaining: 90_000,
      elapsed: 0,
    });
    expect(contestClock(start, end, start + 3_600_000)).toEqual({
      phase: 'running',
      remaining: 3 * 3_600_000,
      elapsed: 0.25,
    });
    expect(contestClock(start, end, end)).toEqual({ phase: 'ended', remaining: 0, elapsed: 1 });
  });
});

describe('submitGate', () => {
  const participant = { allowEndSubmit: false, isAdmin: false };
  it('is closed before the start and after the end, open while running', () => {
    expect(submitGate('before', participant)).toEqual({ state: 'closed', reason: 'notStarted' });
    expect(submitGate('running', participant)).toEqual({ state: 'open' });
    expect(submitGate('ended', participant)).toEqual({ state: 'closed', reason: 'ended' });
  });

  it("takes submissions after the end, tagged, when the contest allows it, and always its admins'", () => {
    expect(submitGate('ended', { ...participant, allowEndSubmit: true })).toEqual({ state: 'afterContest' });
    expect(submitGate('before', { ...participant, isAdmin: true })).toEqual({ state: 'open' });
    expect(submitGate('ended', { ...participant, isAdmin: true })).toEqual({ state: 'open' });
  });
});
