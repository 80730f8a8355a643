import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventCountTables } from '../eventCounts/eventCounts';
import { defineProjection } from './projection';
import { startProjector } from './projector';
import { SkippedCheckpoints } from './skippedCheckpoints';
import type { ProjectorTables } from './tables';

const counterStore = useCounterStore();
const pools: pg.Pool[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

/** A Kysely over the test database that counts the statements it sends. */
function countingDb() {
  const pool = new pg.Pool({ connectionString: counterStore.url, max: 2 });
  pools.push(pool);
  const sent: string[] = [];
  const db = new Kysely<ProjectorTables>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void sent.push(event.query.sql),
  });
  return { db, sent };
}

async function checkpoints(names: string[]) {
  const rows = await counterStore.store.db
    .withTables<ProjectorTables>()
    .selectFrom('projection_checkpoints')
    .select(['name', 'position'])
    .where('name', 'in', names)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]));
}

describe('skipped checkpoints', () => {
  it('moves the checkpoints asked for in one turn with one statement, each compare-and-set', async () => {
    const { db, sent } = countingDb();
    await db
      .insertInto('projection_checkpoints')
      .values([
        { name: 'skip-a', position: 10 },
        { name: 'skip-b', position: 10 },
        { name: 'skip-c', position: 12 },
      ])
      .execute();
    sent.length = 0;
    const writer = new SkippedCheckpoints(db);
    // skip-c holds 12, not 10: a rebuild moved it, so its move must not happen.
    const moved = await Promise.all([
      writer.move('skip-a', 10, 20),
      writer.move('skip-b', 10, 21),
      writer.move('skip-c', 10, 22),
    ]);
    expect(moved).toEqual([true, true, false]);
    expect(sent).toHaveLength(1);
    expect(await checkpoints(['skip-a', 'skip-b', 'skip-c'])).toEqual({
      'skip-a': 20,
      'skip-b': 21,
      'skip-c': 12,
    });
    // A later turn is a statement of its own.
    expect(await writer.move('skip-a', 20, 25)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('rejects every move of a statement that failed, and moves nothing', async () => {
    const { db } = countingDb();
    const writer = new SkippedCheckpoints(db);
    await db.insertInto('projection_checkpoints').values({ name: 'skip-d', position: 5 }).execute();
    // A position that is no bigint fails the whole statement.
    const both = [writer.move('skip-d', 5, 6), writer.move('skip-e', 0, Number.NaN)];
    await expect(Promise.all(both)).rejects.toThrow();
    await Promise.allSettled(both);
    expect(await checkpoints(['skip-d'])).toEqual({ 'skip-d': 5 });
  });

  it('projections of one projector that skip the same appends reach the head and fold the same as a rebuild', async () => {
    const store = counterStore.store;
    // Three read models that fold resets only (increments are skipped), each counting under its own name.
    const models = ['skip-x', 'skip-y', 'skip-z'].map((name) =>
      defineProjection({
        name,
        handles: ['CounterReset'],
        tables: [],
        async apply(event, { db }) {
          await db
            .withTables<EventCountTables>()
            .insertInto('event_type_counts')
            .values({
              type: `${name}:${event.type}`,
              count: 1,
              last_position: event.position,
              last_at: new Date(),
            })
            .onConflict((oc) =>
              oc.column('type').doUpdateSet((eb) => ({ count: eb('event_type_counts.count', '+', 1) })),
            )
            .execute();
        },
      }),
    );
    const projector = startProjector(models, {
      store,
      connectionString: counterStore.url,
      skippedFlushMs: 5,
    });
    await projector.caughtUp;
    const inc = (total: number) => ({ type: 'CounterIncremented' as const, data: { by: 1, total } });
    let version = 0;
    for (let round = 0; round < 5; round++) {
      await store.append('skip-many', [inc(round)], {
        expectedVersion: version === 0 ? 'no_stream' : version,
      });
      version += 1;
      if (round % 2 === 1) {
        await store.append('skip-many', [{ type: 'CounterReset', data: { reason: `r${round}` } }], {
          expectedVersion: version,
        });
        version += 1;
      }
    }
    const last = await store.append('skip-many', [inc(99)], { expectedVersion: version });
    const head = last.positions.at(-1) ?? 0;
    // Skipped tail: every checkpoint still reaches the head, without a folding batch after it.
    await until(async () =>
      Object.values(await checkpoints(['skip-x', 'skip-y', 'skip-z'])).every((p) => p === head),
    );
    const resetsInLog = (await store.readAll({ limit: 100_000 })).filter((e) => e.type === 'CounterReset');
    const counts = await store.db
      .withTables<EventCountTables>()
      .selectFrom('event_type_counts')
      .select(['type', 'count'])
      .where('type', 'like', 'skip-%')
      .execute();
    // What a rebuild from zero folds: every reset of the log, once, in each model.
    expect(Object.fromEntries(counts.map((c) => [c.type, Number(c.count)]))).toEqual({
      'skip-x:CounterReset': resetsInLog.length,
      'skip-y:CounterReset': resetsInLog.length,
      'skip-z:CounterReset': resetsInLog.length,
    });
    await projector.stop();
  });
});
