import { describe, expect, it } from 'vitest';
import { type GlobalPosition, globalPosition, START, streamVersion } from './positions';
import { startSubscription } from './subscribe';
import type { RecordedEvent } from './types';

type Tick = { type: 'Tick'; data: { n: number } };

/** A log of `count` settled events read as the store reads it (the events after a position, up to a limit). */
function logOf(count: number) {
  const events: RecordedEvent<Tick>[] = Array.from({ length: count }, (_, i) => ({
    type: 'Tick',
    data: { n: i + 1 },
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    streamId: 'tick',
    streamVersion: streamVersion(i + 1),
    position: globalPosition(i + 1),
    metadata: {} as never,
    recordedAt: new Date(0),
  }));
  const reads: { after: number; limit: number }[] = [];
  const source = {
    read: async (after: GlobalPosition, limit: number) => {
      reads.push({ after, limit });
      return events.filter((e) => e.position > after).slice(0, limit);
    },
    knownHead: () => count,
    onWake: () => () => undefined,
    ready: async () => undefined,
  };
  return { source, reads };
}

describe('startSubscription reading ahead', () => {
  it('asks for the next page while the handler applies a full one, and hands on every event once in order', async () => {
    const { source, reads } = logOf(25);
    const received: number[] = [];
    /** How many reads had started when each batch reached the handler. */
    const readsAtHandler: number[] = [];
    const subscription = startSubscription<Tick>(
      source,
      START,
      (events) => {
        readsAtHandler.push(reads.length);
        received.push(...events.map((e) => e.data.n));
      },
      10,
      10,
    );
    await subscription.caughtUp;
    await subscription.stop();
    expect(received).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Pages 1-10 and 11-20 have events after them: the next page was already asked for when each was
    // handled. Every read asks for one event more than the page, to know whether another page follows.
    expect(readsAtHandler).toEqual([2, 3, 3]);
    expect(reads.slice(0, 3)).toEqual([
      { after: 0, limit: 11 },
      { after: 10, limit: 11 },
      { after: 20, limit: 11 },
    ]);
  });

  it('reads ahead with the catch-up size, and not after a short page', async () => {
    const { source, reads } = logOf(7);
    const subscription = startSubscription<Tick>(source, START, () => undefined, 2, 50);
    await subscription.caughtUp;
    await subscription.stop();
    expect(reads.slice(0, 2)).toEqual([
      { after: 0, limit: 3 },
      { after: 2, limit: 51 },
    ]);
  });

  it('hands on a batch as behind only when an event follows it, so a full last page is not behind', async () => {
    const { source } = logOf(20);
    const batches: { first: number; size: number; behind: boolean }[] = [];
    const subscription = startSubscription<Tick>(
      source,
      START,
      (events, { behind }) => {
        batches.push({ first: events[0]?.data.n ?? 0, size: events.length, behind });
      },
      10,
      10,
    );
    await subscription.caughtUp;
    await subscription.stop();
    // The second page is full but the log ends with it: nothing follows, so it is not behind (a handler
    // that put work off while behind does it in the next batch, which always comes).
    expect(batches).toEqual([
      { first: 1, size: 10, behind: true },
      { first: 11, size: 10, behind: false },
    ]);
  });
});
