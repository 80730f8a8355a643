import type { ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type VirtualCommand, virtualDecider, virtualWindowOpen } from './virtualDecider';

const HOUR = 3_600_000;
const contest = { startTime: 10 * HOUR, endTime: 15 * HOUR };
const start = (now: number): VirtualCommand => ({
  type: 'StartVirtual',
  cid: 3,
  uid: 'u1',
  username: 'ann',
  now,
  contest,
});
const fold = (events: ProductEvent[]) => events.reduce(virtualDecider.evolve, virtualDecider.initialState());

describe('virtual participation', () => {
  it('starts after the contest has ended, for the contest length, at the request time', () => {
    const events = virtualDecider.decide(start(20 * HOUR), virtualDecider.initialState());
    expect(events).toEqual([
      {
        type: 'VirtualParticipationStarted',
        data: {
          cid: 3,
          uid: 'u1',
          username: 'ann',
          startedAt: new Date(20 * HOUR).toISOString(),
          durationMs: 5 * HOUR,
        },
      },
    ]);
    const state = fold(events);
    expect(virtualWindowOpen(state, 20 * HOUR)).toBe(true);
    expect(virtualWindowOpen(state, 25 * HOUR - 1)).toBe(true);
    expect(virtualWindowOpen(state, 25 * HOUR)).toBe(false);
  });

  it('is refused while the contest runs or before it starts', () => {
    expect(() => virtualDecider.decide(start(14 * HOUR), virtualDecider.initialState())).toThrow(
      'Virtual participation opens once the contest has ended',
    );
    expect(() => virtualDecider.decide(start(HOUR), virtualDecider.initialState())).toThrow(/opens once/);
  });

  it('is refused a second time, during the window or after it', () => {
    const state = fold(virtualDecider.decide(start(20 * HOUR), virtualDecider.initialState()));
    expect(() => virtualDecider.decide(start(21 * HOUR), state)).toThrow(/already taken part/);
    expect(() => virtualDecider.decide(start(40 * HOUR), state)).toThrow(/already taken part/);
  });

  it('has no window before it starts', () => {
    expect(virtualWindowOpen(virtualDecider.initialState(), 20 * HOUR)).toBe(false);
  });
});
