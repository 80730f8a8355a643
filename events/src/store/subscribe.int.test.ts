import { type CounterEvent, counter } from '@oj/tests/support/counterCatalogue';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type GlobalPosition, START } from './positions';
import type { RecordedEvent } from './types';

const counterStore = useCounterStore({ poolSize: 20 });
const store = () => counterStore.store;

const inc = (total: number) => ({ type: 'CounterIncremented' as const, data: { by: 1, total } });
/** Long enough for the longest transaction another test file runs beside this one (a rebuild batch). */
const SETTLE_MS = 30_000;

function collect(after: GlobalPosition = START) {
  const received: RecordedEvent<CounterEvent>[] = [];
  const subscription = store().subscribe({ after, handler: (events) => void received.push(...events) });
  return { received, subscription };
}

describe('subscribe', () => {
  it('catches up, then receives live appends, and resumes from its last position', async () => {
    for (let i = 1; i <= 3; i++) await store().append('sub-a', [inc(i)], { expectedVersion: 'any' });
    const first = collect();
    await first.subscription.caughtUp;
    expect(first.received.map((e) => counter.evolve(0, e))).toEqual([1, 2, 3]);
    await store().append('sub-a', [inc(4)], { expectedVersion: 'any' });
    await until(() => first.received.length === 4);
    const resumeFrom = first.subscription.position;
    await first.subscription.stop();

    await store().append('sub-a', [inc(5), inc(6)], { expectedVersion: 'any' });
    const second = collect(resumeFrom);
    await until(() => second.received.length === 2);
    expect(second.received.map((e) => counter.evolve(0, e))).toEqual([5, 6]);
    await second.subscription.stop();
  });

  it('stops with the handler error and reports it through done', async () => {
    const subscription = store().subscribe({
      after: START,
      handler: () => {
        throw new Error('read model broke');
      },
    });
    await expect(subscription.done).rejects.toThrow('read model broke');
  });
});

describe('gap safety', () => {
  it('hands out transaction ids in position order, the invariant readers rely on', async () => {
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 1; i <= 100; i++)
          await store().append(`order-${w}`, [inc(i), inc(i)], { expectedVersion: 'any' });
      }),
    );
    const { rows } = await sql<{ inversions: string }>`
      select count(*) as inversions from (
        select transaction_id, lag(transaction_id) over (order by global_position) as previous from events
      ) ordered where previous > transaction_id`.execute(store().db);
    expect(Number(rows[0]?.inversions)).toBe(0);
  });

  it('reads an event at once while an older transaction that appends nothing is still open', async () => {
    // A projector batch is such a transaction: it has an id, older than the verdict appended meanwhile.
    const other = new pg.Client({ connectionString: counterStore.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_current_xact_id()');
      const start = await store().head();
      const { received, subscription } = collect(start);
      await subscription.caughtUp;
      const appended = await store().append('held-by-nothing', [inc(1)], { expectedVersion: 'no_stream' });
      expect((await store().readAll({ after: start })).map((e) => e.position)).toEqual(appended.positions);
      expect(await store().head()).toBe(appended.positions[0]);
      await until(() => received.length === 1);
      await subscription.stop();
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });

  it('passes a hole left by a rolled-back append once no older transaction runs', async () => {
    // Settled means older than every running transaction of the cluster, other test files' included.
    const start = await store().waitForSettled({ timeoutMs: SETTLE_MS });
    const other = new pg.Client({ connectionString: counterStore.url });
    await other.connect();
    await other.query('begin');
    await other.query(`
      insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
      values (pg_current_xact_id(), gen_random_uuid(), 'rolled-back', 1, 'CounterIncremented', 1, '{}', '{}')`);
    await other.query('rollback');
    await other.end();
    const appended = await store().append('after-the-hole', [inc(1)], { expectedVersion: 'no_stream' });
    expect(appended.positions[0]).toBeGreaterThan(start + 1);
    expect(await store().waitForSettled({ timeoutMs: SETTLE_MS })).toBe(appended.positions[0]);
    expect((await store().readAll({ after: start })).map((e) => e.position)).toEqual(appended.positions);
    expect(await store().head()).toBe(appended.positions[0]);
  });

  it('never skips an event that commits last with a lower position than 4,000 concurrent ones', async () => {
    // The test holds advisory lock 4242; a deferred trigger makes the SlowCommitted append wait for it at
    // COMMIT, i.e. after it took its (lowest) position, while everyone else appends and commits.
    const gate = new pg.Client({ connectionString: counterStore.url });
    await gate.connect();
    await gate.query(`
      create function hold_commit() returns trigger language plpgsql as $$
      begin perform pg_advisory_lock(4242); perform pg_advisory_unlock(4242); return null; end $$;
      create constraint trigger hold_commit after insert on events deferrable initially deferred
        for each row when (new.type = 'SlowCommitted') execute function hold_commit();`);
    await gate.query('select pg_advisory_lock(4242)');

    // From a settled head: an older event settling late (another file's transaction) is not the gap's.
    const start = await store().waitForSettled({ timeoutMs: SETTLE_MS });
    const { received, subscription } = collect(start);
    await subscription.caughtUp;
    const slow = store().append('gap-slow', [{ type: 'SlowCommitted', data: {} }], {
      expectedVersion: 'no_stream',
    });
    await until(async () => {
      const { rows } = await gate.query(
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
      );
      return rows.length > 0;
    });

    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 1; i <= 500; i++)
        await store().append(`gap-writer-${w}`, [inc(i)], { expectedVersion: i - 1 });
    });
    await Promise.all(writers);
    // All 4,000 are committed, but one lower position is still in flight: nothing may be delivered yet. A
    // subscription started now has read once after every commit when it is caught up, and got nothing.
    const late = collect(start);
    await late.subscription.caughtUp;
    await late.subscription.stop();
    expect(late.received).toHaveLength(0);
    expect(received).toHaveLength(0);

    await gate.query('select pg_advisory_unlock(4242)');
    const slowResult = await slow;
    await until(() => received.length >= 4001);
    // Nothing more than the 4,001 (no event twice): an event appended after them is the next one delivered.
    await store().append('gap-after', [inc(1)], { expectedVersion: 'no_stream' });
    await until(() => received.some((e) => e.streamId === 'gap-after'));
    await subscription.stop();
    await gate.query('drop trigger hold_commit on events; drop function hold_commit()');
    await gate.end();

    expect(received.pop()?.streamId).toBe('gap-after');
    const positions = received.map((e) => e.position);
    expect(received).toHaveLength(4001);
    expect(new Set(received.map((e) => e.id)).size).toBe(4001);
    expect(positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? 0))).toBe(true);
    expect(received[0]?.type).toBe('SlowCommitted');
    expect(received[0]?.position).toBe(slowResult.positions[0]);
    expect(Math.min(...positions)).toBe(slowResult.positions[0]);
  });
});
