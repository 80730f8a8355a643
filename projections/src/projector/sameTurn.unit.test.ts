import { describe, expect, it } from 'vitest';
import { SameTurn } from './sameTurn';

describe('SameTurn', () => {
  it('hands the requests of one turn to the handler together, and a later turn’s apart', async () => {
    const calls: number[][] = [];
    const doubled = new SameTurn<number, number>(async (asked) => {
      calls.push(asked.map((a) => a.request));
      for (const a of asked) a.settle(a.request * 2);
    });
    const first = await Promise.all([doubled.ask(1), doubled.ask(2), doubled.ask(3)]);
    const later = await doubled.ask(4);
    expect(first).toEqual([2, 4, 6]);
    expect(later).toBe(8);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('counts what waits for the turn, and fails the requests a throwing handler left unanswered', async () => {
    const failing = new SameTurn<string, string>(async (asked) => {
      asked[0]?.settle('answered');
      throw new Error('statement failed');
    });
    const answered = failing.ask('a');
    const unanswered = failing.ask('b');
    expect(failing.waiting).toBe(2);
    await expect(answered).resolves.toBe('answered');
    await expect(unanswered).rejects.toThrow('statement failed');
    expect(failing.waiting).toBe(0);
  });
});
