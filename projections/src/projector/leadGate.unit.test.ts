import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadGate } from './leadGate';

/** Whether a promise has settled by the time every queued callback has run (no wall-clock wait). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LeadGate', () => {
  it('holds a follower while the lead works on the same events, and lets it go once the lead has them', async () => {
    const gate = new LeadGate(100);
    gate.reached(41);
    const follower = gate.ahead(42, 44);
    expect(await isSettled(follower)).toBe(false);
    gate.reached(43);
    expect(await isSettled(follower)).toBe(false);
    gate.reached(44);
    expect(await isSettled(follower)).toBe(true);
  });

  it('holds no one without a lead, with a lead already past the batch, or with a lead that is behind', async () => {
    const gate = new LeadGate(100);
    expect(await isSettled(gate.ahead(1, 5))).toBe(true);
    gate.reached(10);
    expect(await isSettled(gate.ahead(8, 10))).toBe(true);
    // The lead is at 10, the follower's batch starts at 20: the lead is catching up (a rebuild).
    expect(await isSettled(gate.ahead(20, 25))).toBe(true);
  });

  it('lets every follower go when the lead stops, and then holds no one', async () => {
    const gate = new LeadGate(100);
    gate.reached(5);
    const waiting = gate.ahead(6, 6);
    expect(await isSettled(waiting)).toBe(false);
    gate.stopped();
    expect(await isSettled(waiting)).toBe(true);
    expect(await isSettled(gate.ahead(6, 7))).toBe(true);
  });

  it('holds a follower at most maxWaitMs when the lead does not get there', async () => {
    vi.useFakeTimers();
    const gate = new LeadGate(100);
    gate.reached(5);
    const waiting = gate.ahead(6, 9);
    await vi.advanceTimersByTimeAsync(99);
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(waiting)).toBe(true);
    // The lead gets there later: nothing is left waiting.
    gate.reached(9);
    expect(await isSettled(gate.ahead(10, 10))).toBe(false);
  });
});
