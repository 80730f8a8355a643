import type { CounterEvent } from '@oj/tests/support/counterCatalogue';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type EventCountTables, eventCounts, SYSTEM_TOPIC } from '../eventCounts/eventCounts';
import { awaitProjection } from './awaitProjection';
import { projectionLag } from './lag';
import { LIVE_CHANNEL, liveChangesSince } from './liveChanges';
import { defineProjection } from './projection';
import { startProjector } from './projector';
import { resetProjection } from './rebuild';
import type { ProjectorTables } from './tables';

const counterStore = useCounterStore();
const store = () => counterStore.store;
const db = () => store().db.withTables<ProjectorTables>();

const inc = (total: number) => ({ type: 'CounterIncremented' as const, data: { by: 1, total } });
async function countOf(type: string): Promise<number> {
  const row = await store()
    .db.withTables<{ event_type_counts: { type: string; count: number } }>()
    .selectFrom('event_type_counts')
    .select('count')
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** The backends holding the projections' advisory locks (distinct pids). */
async function lockHolders(names: readonly string[]): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select distinct l.pid from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objid::int = any(
      select hashtext(n) from unnest(${names}::text[]) as n)`.execute(store().db);
  return rows.map((r) => r.pid);
}

/** Ends the backend holding `name`'s lock, then waits until another connection holds it. */
async function killLockConnection(name: string): Promise<void> {
  const [killed] = await lockHolders([name]);
  if (killed === undefined) throw new Error('no backend holds the lock');
  await sql`select pg_terminate_backend(${killed})`.execute(store().db);
  await until(async () => {
    const [holder] = await lockHolders([name]);
    return holder !== undefined && holder !== killed;
  });
}

/** Whether a promise has already settled, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const settled = () => true;
  // setImmediate runs after every queued microtask, so a settled promise has answered by then.
  const later = new Promise<typeof pending>((resolve) => setImmediate(() => resolve(pending)));
  const first = await Promise.race([promise.then(settled, settled), later]);
  return first !== pending;
}

describe('projector', () => {
  it('applies live events, publishes each batch by NOTIFY, and reports zero lag when caught up', async () => {
    const listener = new pg.Client({ connectionString: counterStore.url });
    await listener.connect();
    const notices: { topic: string; position: number; payload: unknown }[] = [];
    listener.on('notification', (n) => notices.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`listen ${LIVE_CHANNEL}`);

    const projector = startProjector([eventCounts], { store: store(), connectionString: counterStore.url });
    await projector.caughtUp;
    const { positions } = await store().append('proj-live', [inc(1), inc(2)], {
      expectedVersion: 'no_stream',
    });
    await until(async () => (await countOf('CounterIncremented')) === 2);
    await until(async () => notices.length > 0);
    const last = positions.at(-1) ?? 0;
    expect(notices.at(-1)).toMatchObject({ topic: SYSTEM_TOPIC, position: last, payload: { head: last } });
    const stored = await liveChangesSince(db(), SYSTEM_TOPIC, 0);
    expect(stored.at(-1)).toMatchObject({ position: last, payload: { head: last } });

    await until(
      async () =>
        (await projectionLag(store().db.withTables<ProjectorTables>(), [eventCounts.name]))[0]?.lagEvents ===
        0,
    );
    const [lag] = await projectionLag(store().db.withTables<ProjectorTables>(), [eventCounts.name]);
    expect(lag).toEqual({ name: 'event-counts', position: last, lagEvents: 0, lagMs: 0 });
    await projector.stop();
    await listener.end();

    await store().append('proj-live', [inc(3)], { expectedVersion: 2 });
    const [behind] = await projectionLag(store().db.withTables<ProjectorTables>(), [eventCounts.name]);
    expect(behind?.lagEvents).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [older] = await projectionLag(store().db.withTables<ProjectorTables>(), [eventCounts.name]);
    expect(older?.lagMs).toBeGreaterThanOrEqual(15);
  });

  it('a second instance stays on standby while the first holds the lock, then takes over', async () => {
    const options = { store: store(), connectionString: counterStore.url, lockRetryMs: 50 };
    const first = startProjector([eventCounts], options);
    await first.caughtUp;
    const second = startProjector([eventCounts], options);
    const before = await countOf('CounterIncremented');
    await store().append('proj-standby', [inc(1), inc(2), inc(3)], { expectedVersion: 'no_stream' });
    await until(async () => (await countOf('CounterIncremented')) === before + 3);
    // The second has been refused the lock (retrying every 50 ms) all along: it never caught up.
    expect(await isSettled(second.caughtUp)).toBe(false);
    expect(await countOf('CounterIncremented')).toBe(before + 3);

    await first.stop();
    await store().append('proj-standby', [inc(4)], { expectedVersion: 3 });
    await second.caughtUp;
    await until(async () => (await countOf('CounterIncremented')) === before + 4);
    await second.stop();
  });

  it("holds every projection's lock on one connection; a second projector runs only those it can take", async () => {
    const resets = defineProjection({ ...eventCounts, name: 'lock-resets', handles: ['CounterReset'] });
    const options = { store: store(), connectionString: counterStore.url, lockRetryMs: 50 };
    const first = startProjector([eventCounts, resets], options);
    await first.caughtUp;
    expect(await lockHolders([eventCounts.name, resets.name])).toHaveLength(1);
    // A second projector with one projection in common: that one waits, the other runs at once.
    const others = defineProjection({ ...eventCounts, name: 'lock-others', handles: ['CounterReset'] });
    const second = startProjector([eventCounts, others], options);
    const [waiting, running] = second.runners;
    await running?.caughtUp;
    expect(await isSettled(waiting?.caughtUp ?? Promise.resolve())).toBe(false);
    const held = await lockHolders([eventCounts.name, resets.name, others.name]);
    expect(held).toHaveLength(2);

    await first.stop();
    await waiting?.caughtUp;
    expect(await lockHolders([eventCounts.name, others.name])).toHaveLength(1);
    await second.stop();
    expect(await lockHolders([eventCounts.name, resets.name, others.name])).toHaveLength(0);
  });

  it('a projector whose lock connection is killed takes its lock back and goes on folding', async () => {
    const projector = startProjector([eventCounts], {
      store: store(),
      connectionString: counterStore.url,
      lockRetryMs: 50,
    });
    await projector.caughtUp;
    await killLockConnection(eventCounts.name);
    const before = await countOf('CounterIncremented');
    await store().append('proj-lock-back', [inc(1)], { expectedVersion: 'no_stream' });
    await until(async () => (await countOf('CounterIncremented')) === before + 1);
    await projector.stop();
  });

  it('when the lock connection is killed beside a projector on standby, each event is folded once', async () => {
    const options = { store: store(), connectionString: counterStore.url, lockRetryMs: 50 };
    const first = startProjector([eventCounts], options);
    await first.caughtUp;
    const second = startProjector([eventCounts], options);
    // Either may hold it now: the standby, or the first taking it back.
    await killLockConnection(eventCounts.name);
    const before = await countOf('CounterIncremented');
    const appended = await store().append('proj-lost-lock', [inc(1)], { expectedVersion: 'no_stream' });
    // Folded once, whichever projector got to it: wait on the checkpoint's position, not on the clock.
    await awaitProjection(db(), eventCounts.name, appended.positions.at(-1) ?? 0, 10_000);
    expect(await countOf('CounterIncremented')).toBe(before + 1);
    await second.stop();
    await first.stop();
  });

  it('a rebuild while the projector runs replays from zero to the same read model', async () => {
    const projector = startProjector([eventCounts], { store: store(), connectionString: counterStore.url });
    await projector.caughtUp;
    await store().append('proj-rebuild', [inc(1), { type: 'CounterReset', data: { reason: 'r' } }], {
      expectedVersion: 'no_stream',
    });
    await until(async () => (await countOf('CounterReset')) === 1);
    const incremented = await countOf('CounterIncremented');

    await resetProjection(db(), eventCounts);
    await until(async () => (await countOf('CounterReset')) === 1);
    await until(async () => (await countOf('CounterIncremented')) === incremented);
    // Replayed once: an event appended after the rebuild is counted once, on top of the same count.
    await store().append('proj-rebuild', [inc(2)], { expectedVersion: 2 });
    await until(async () => (await countOf('CounterIncremented')) >= incremented + 1);
    expect(await countOf('CounterIncremented')).toBe(incremented + 1);
    expect(await countOf('CounterReset')).toBe(1);
    await projector.stop();
  });

  it('a projection that skips most events moves its checkpoint past them, and folds the rest once', async () => {
    // Folds resets only: increments are skipped, and their checkpoint is written late, in one statement.
    const resets = defineProjection({ ...eventCounts, name: 'reset-counts', handles: ['CounterReset'] });
    const options = { store: store(), connectionString: counterStore.url };
    const resetsInStore = async () =>
      (await store().readAll({ limit: 100_000 })).filter((e) => e.type === 'CounterReset').length;
    await store().db.withTables<EventCountTables>().deleteFrom('event_type_counts').execute();
    let projector = startProjector([resets], { ...options, skippedFlushMs: 5 });
    await projector.caughtUp;
    const resetsBefore = await resetsInStore();
    expect(await countOf('CounterReset')).toBe(resetsBefore);
    const skipped = await store().append(
      'proj-skip',
      Array.from({ length: 30 }, (_, i) => inc(i + 1)),
      { expectedVersion: 'no_stream' },
    );
    // Read-your-writes on a skipped event: the checkpoint gets there without a folding batch behind it.
    await awaitProjection(db(), resets.name, skipped.positions.at(-1) ?? 0, 10_000);

    await store().append('proj-skip', [{ type: 'CounterReset', data: { reason: 'r' } }], {
      expectedVersion: 30,
    });
    await until(async () => (await countOf('CounterReset')) === resetsBefore + 1);

    // A rebuild while skipped positions wait to be written: the replay from zero folds each reset once.
    await projector.stop();
    projector = startProjector([resets], { ...options, skippedFlushMs: 60_000 });
    await projector.caughtUp;
    const pending = await store().append('proj-skip', [inc(31), inc(32)], { expectedVersion: 31 });
    await until(async () => (await projectionLag(db(), [resets.name]))[0]?.position !== undefined);
    await store().db.withTables<EventCountTables>().deleteFrom('event_type_counts').execute();
    await resetProjection(db(), resets);
    await store().append('proj-skip', [{ type: 'CounterReset', data: { reason: 's' } }], {
      expectedVersion: 33,
    });
    const resetsNow = resetsBefore + 2;
    await until(async () => (await countOf('CounterReset')) === resetsNow, 10_000);
    await awaitProjection(db(), resets.name, (pending.positions.at(-1) ?? 0) + 1, 10_000);
    expect(await countOf('CounterReset')).toBe(resetsNow);
    expect(await countOf('CounterIncremented')).toBe(0);
    await projector.stop();
  });

  it('a batch carries over the state of the last committed batch, never of one that failed', async () => {
    await store().append(
      'proj-carry',
      Array.from({ length: 40 }, (_, i) => inc(i + 1)),
      { expectedVersion: 'no_stream' },
    );
    const head = await store().head();
    /** Each batch's number, and the number of the batch whose state it was given. */
    const batches: { made: number; previous: number | undefined }[] = [];
    let failed = false;
    const carrying = defineProjection<CounterEvent, { made: number }>({
      name: 'carry-state',
      handles: 'all',
      tables: [],
      beginBatch(previous) {
        batches.push({ made: batches.length + 1, previous: previous?.made });
        return { made: batches.length };
      },
      async apply() {},
      async afterBatch(_events, { batch }) {
        // The third batch changes what it carries and then fails: its transaction rolls back.
        if (batch.made === 3 && !failed) {
          failed = true;
          throw new Error('the third batch fails');
        }
      },
    });
    const projector = startProjector([carrying], {
      store: store(),
      connectionString: counterStore.url,
      batchSize: 10,
      onError: () => undefined,
    });
    await awaitProjection(db(), carrying.name, head, 20_000);
    await projector.stop();
    expect(failed).toBe(true);
    expect(batches.length).toBeGreaterThan(5);
    // The first batch, and the retry after the failed one, start afresh; every other gets its predecessor's.
    const expected = batches.map(({ made }) => (made === 1 || made === 4 ? undefined : made - 1));
    expect(batches.map((b) => b.previous)).toEqual(expected);
  });
});
