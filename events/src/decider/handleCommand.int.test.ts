import { type CounterEvent, counter } from '@oj/tests/support/counterCatalogue';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../store/eventStore';
import { DomainError } from './decider';
import { handleCommand } from './handleCommand';

const counterStore = useCounterStore();
const store = () => counterStore.store;

/** The real store, but every stream read waits until `readers` reads are in flight, forcing a race. */
function racingStore(readers: number) {
  let waiting = 0;
  let release: () => void = () => undefined;
  const allRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  let appends = 0;
  const raced: EventStore<CounterEvent> = {
    ...store(),
    async readStream(streamId, options) {
      const events = await store().readStream(streamId, options);
      if (++waiting === readers) release();
      await allRead;
      return events;
    },
    append(...args) {
      appends++;
      return store().append(...args);
    },
  };
  return { raced, appends: () => appends };
}

describe('handleCommand', () => {
  it('two deciders racing on one stream: one wins, the other retries on the new state, both land', async () => {
    const { raced, appends } = racingStore(2);
    const [a, b] = await Promise.all([
      handleCommand(raced, 'counter-r', counter, { type: 'Increment', by: 1, limit: 100 }),
      handleCommand(raced, 'counter-r', counter, { type: 'Increment', by: 2, limit: 100 }),
    ]);
    expect(appends()).toBe(3);
    const totals = (await store().readStream('counter-r')).map((e) => counter.evolve(0, e));
    // The loser decided again on the winner's result, so the running totals chain: 1 then 3, or 2 then 3.
    expect(totals).toHaveLength(2);
    expect(totals[1]).toBe(3);
    expect([a.state, b.state].sort()).toEqual([...totals].sort());
  });

  it('the retry re-decides: a rule that the winner made false refuses the loser', async () => {
    const { raced } = racingStore(2);
    const results = await Promise.allSettled([
      handleCommand(raced, 'counter-limit', counter, { type: 'Increment', by: 3, limit: 5 }),
      handleCommand(raced, 'counter-limit', counter, { type: 'Increment', by: 4, limit: 5 }),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.status === 'rejected' && refused[0].reason).toBeInstanceOf(DomainError);
    expect(await store().readStream('counter-limit')).toHaveLength(1);
  });

  it('a command id makes a retried command a no-op', async () => {
    const command = { type: 'Increment' as const, by: 1, limit: 10 };
    const first = await handleCommand(store(), 'counter-cmd', counter, command, { commandId: 'req-77' });
    const again = await handleCommand(store(), 'counter-cmd', counter, command, { commandId: 'req-77' });
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, events: [], state: 1, version: 1 });
    expect(await store().readStream('counter-cmd')).toHaveLength(1);
  });

  it("decides on the caller's history without reading the stream again, and re-reads when it is stale", async () => {
    let reads = 0;
    const counted: EventStore<CounterEvent> = {
      ...store(),
      readStream(streamId, options) {
        reads++;
        return store().readStream(streamId, options);
      },
    };
    const increment = { type: 'Increment' as const, by: 1, limit: 10 };
    await handleCommand(store(), 'counter-history', counter, increment);
    const history = await store().readStream('counter-history');
    const fresh = await handleCommand(counted, 'counter-history', counter, increment, { history });
    expect(reads).toBe(0);
    expect(fresh).toMatchObject({ state: 2, version: 2 });
    // The same history is one event behind now: its append conflicts, and the retry reads and decides anew.
    const stale = await handleCommand(counted, 'counter-history', counter, increment, { history });
    expect(reads).toBe(1);
    expect(stale).toMatchObject({ state: 3, version: 3 });
    const totals = (await store().readStream('counter-history')).map((e) => counter.evolve(0, e));
    expect(totals).toEqual([1, 2, 3]);
  });

  it('passes metadata to every event it appends', async () => {
    await handleCommand(
      store(),
      'counter-meta',
      counter,
      { type: 'Increment', by: 1, limit: 10 },
      {
        metadata: { actorUid: 'admin', ip: '127.0.0.1', correlationId: 'corr-9', causationId: 'cause-1' },
      },
    );
    const [event] = await store().readStream('counter-meta');
    expect(event?.metadata).toMatchObject({
      actorUid: 'admin',
      correlationId: 'corr-9',
      causationId: 'cause-1',
    });
  });
});
