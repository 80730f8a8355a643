import { randomUUID } from 'node:crypto';
import { useCounterStore } from '@oj/tests/support/counterStore';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogue } from '../catalogue/catalogue';
import { defineEvent } from '../catalogue/defineEvent';
import { DuplicateEventId, InvalidEventData, UnknownEventType, WrongExpectedVersion } from './errors';
import { createEventStore } from './eventStore';
import { START } from './positions';

const counterStore = useCounterStore();
const store = () => counterStore.store;

const inc = (by: number, total: number, id?: string) => ({
  type: 'CounterIncremented' as const,
  data: { by, total },
  ...(id ? { id } : {}),
});
/**
 * Every committed event, counted in SQL: `readAll` returns settled events only, and after a gap (a refused
 * or raced append leaves one in the positions) later events settle only once every older transaction on the
 * server has ended, which other test files' transactions can delay.
 */
async function countEvents(): Promise<number> {
  return Number((await query('select count(*)::int as n from events'))[0]?.n ?? 0);
}

/** The transactions that wrote the events at these positions. */
async function transactionIdsOf(positions: number[]): Promise<string[]> {
  const rows = await query(
    `select transaction_id::text as n from events where global_position = any('{${positions.join(',')}}'::bigint[])`,
  );
  return rows.map((r) => String(r.n));
}

async function query(text: string): Promise<{ n: unknown }[]> {
  const client = new pg.Client({ connectionString: counterStore.url });
  await client.connect();
  try {
    return (await client.query<{ n: unknown }>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('append and read', () => {
  it('gives events it names itself, and their default correlation, time-ordered (version 7) ids', async () => {
    const before = Date.now();
    await store().append('counter-uuid7', [inc(1, 1), inc(1, 2)], { expectedVersion: 'no_stream' });
    const events = await store().readStream('counter-uuid7');
    const msOf = (uuid: string) => Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
    expect(events).toHaveLength(2);
    for (const event of events) {
      for (const id of [event.id, event.metadata.correlationId]) {
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(msOf(id)).toBeGreaterThanOrEqual(before);
        expect(msOf(id)).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('numbers stream versions from 1 and global positions in order, with metadata', async () => {
    const first = await store().append('counter-a', [inc(1, 1), inc(2, 3)], {
      expectedVersion: 'no_stream',
      metadata: { actorUid: 'u1', ip: '10.0.0.1', correlationId: 'c-1', at: '2026-11-22T10:00:00.000Z' },
    });
    expect(first.nextExpectedVersion).toBe(2);
    expect(first.positions[1]).toBe((first.positions[0] ?? 0) + 1);
    const second = await store().append('counter-a', [inc(1, 4)], { expectedVersion: 2 });
    expect(second.nextExpectedVersion).toBe(3);

    const events = await store().readStream('counter-a');
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 1, total: 1 }],
      [2, { by: 2, total: 3 }],
      [3, { by: 1, total: 4 }],
    ]);
    expect(events[0]?.metadata).toEqual({
      actorUid: 'u1',
      ip: '10.0.0.1',
      correlationId: 'c-1',
      causationId: null,
      at: '2026-11-22T10:00:00.000Z',
    });
    expect(events[2]?.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await store().readStream('counter-a', { fromVersion: 3 })).map((e) => e.streamVersion)).toEqual([
      3,
    ]);
  });

  it('reads all streams in global order after a position, limited', async () => {
    await store().append('counter-b', [inc(5, 5)], { expectedVersion: 'no_stream' });
    const all = await store().readAll();
    const positions = all.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const tail = await store().readAll({ after: all[1]?.position ?? START, limit: 2 });
    expect(tail.map((e) => e.position)).toEqual(positions.slice(2, 4));
    expect(await store().head()).toBe(positions.at(-1));
  });
});

describe('expected version', () => {
  it('accepts no_stream, exists, a number and any only when they hold', async () => {
    await expect(store().append('counter-c', [inc(1, 1)], { expectedVersion: 'exists' })).rejects.toThrow(
      WrongExpectedVersion,
    );
    await store().append('counter-c', [inc(1, 1)], { expectedVersion: 'no_stream' });
    await expect(store().append('counter-c', [inc(1, 2)], { expectedVersion: 'no_stream' })).rejects.toThrow(
      WrongExpectedVersion,
    );
    await store().append('counter-c', [inc(1, 2)], { expectedVersion: 'exists' });
    await expect(store().append('counter-c', [inc(1, 3)], { expectedVersion: 1 })).rejects.toMatchObject({
      code: 'wrong_expected_version',
      streamId: 'counter-c',
      actual: 2,
    });
    const result = await store().append('counter-c', [inc(1, 3)], { expectedVersion: 'any' });
    expect(result.nextExpectedVersion).toBe(3);
    expect((await store().readStream('counter-c')).length).toBe(3);
  });

  it('under concurrent appends with the same expected version, exactly one wins', async () => {
    await store().append('counter-race', [inc(1, 1)], { expectedVersion: 'no_stream' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        store().append('counter-race', [inc(1, 2 + i)], { expectedVersion: 1 }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect(o.reason).toBeInstanceOf(WrongExpectedVersion);
    }
    expect((await store().readStream('counter-race')).length).toBe(2);
  });

  it("with 'any', concurrent appends all land", async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store().append('counter-any', [inc(1, i)], { expectedVersion: 'any' }),
      ),
    );
    const versions = (await store().readStream('counter-any')).map((e) => e.streamVersion);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('idempotent append', () => {
  it('a repeated event id is a no-op that reports the original positions', async () => {
    const id = randomUUID();
    const first = await store().append('counter-idem', [inc(1, 1, id)], { expectedVersion: 'no_stream' });
    const again = await store().append('counter-idem', [inc(1, 1, id)], { expectedVersion: 'no_stream' });
    expect(again).toEqual({ ...first, duplicate: true });
    expect((await store().readStream('counter-idem')).length).toBe(1);
  });

  it('the same event id appended concurrently is stored once', async () => {
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        store().append('counter-idem-race', [inc(1, 1, id)], { expectedVersion: 'any' }),
      ),
    );
    expect(new Set(results.map((r) => r.positions[0])).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await store().readStream('counter-idem-race')).length).toBe(1);
  });

  it('a batch mixing stored and new ids is refused and stores nothing', async () => {
    const id = randomUUID();
    await store().append('counter-mixed', [inc(1, 1, id)], { expectedVersion: 'no_stream' });
    const before = await countEvents();
    await expect(
      store().append('counter-mixed', [inc(1, 1, id), inc(1, 2)], { expectedVersion: 'any' }),
    ).rejects.toThrow(DuplicateEventId);
    expect(await countEvents()).toBe(before);
  });
});

describe('bad input stores nothing', () => {
  it('refuses an unknown event type', async () => {
    const before = await countEvents();
    const bogus = { type: 'CounterExploded', data: {} };
    // @ts-expect-error: the type system already refuses it; the store must refuse it at run time too
    const attempt = store().append('counter-bad', [inc(1, 1), bogus], { expectedVersion: 'any' });
    await expect(attempt).rejects.toThrow(UnknownEventType);
    await expect(attempt).rejects.toMatchObject({ code: 'unknown_event_type', type: 'CounterExploded' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses data failing its schema, naming the field', async () => {
    const before = await countEvents();
    const attempt = store().append('counter-bad', [inc(1, 1), inc(-3, 1)], { expectedVersion: 'any' });
    await expect(attempt).rejects.toThrow(InvalidEventData);
    await expect(attempt).rejects.toThrow(/by: .*/);
    expect(await countEvents()).toBe(before);
  });

  it('refuses a malformed event id and an empty batch', async () => {
    await expect(
      store().append('counter-bad', [inc(1, 1, 'not-a-uuid')], { expectedVersion: 'any' }),
    ).rejects.toMatchObject({ code: 'invalid_event_data' });
    await expect(store().append('counter-bad', [], { expectedVersion: 'any' })).rejects.toThrow(
      InvalidEventData,
    );
    expect(await store().readStream('counter-bad')).toEqual([]);
  });

  it('a wrong expected version stores none of the batch', async () => {
    await store().append('counter-wev', [inc(1, 1)], { expectedVersion: 'no_stream' });
    const before = await countEvents();
    await expect(
      store().append('counter-wev', [inc(1, 2), inc(1, 3)], { expectedVersion: 5 }),
    ).rejects.toThrow(WrongExpectedVersion);
    expect(await countEvents()).toBe(before);
  });
});

describe('append to several streams at once', () => {
  it('stores every append in one transaction, in the order given, each with its own version and metadata', async () => {
    await store().append('counter-m1', [inc(1, 1)], { expectedVersion: 'no_stream' });
    const results = await store().appendMany([
      { streamId: 'counter-m1', events: [inc(1, 2)], options: { expectedVersion: 1 } },
      {
        streamId: 'counter-m2',
        events: [inc(5, 5), inc(5, 10)],
        options: { expectedVersion: 'no_stream', metadata: { at: '2020-03-01T10:00:00.000Z' } },
      },
      // The same stream again: checked against the version the first append leaves.
      { streamId: 'counter-m1', events: [inc(1, 3)], options: { expectedVersion: 2 } },
    ]);
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([2, 2, 3]);
    const positions = results.flatMap((r) => r.positions);
    expect(positions).toHaveLength(4);
    expect(positions.map((p) => p - (positions[0] ?? 0))).toEqual([0, 1, 2, 3]);
    const one = await store().readStream('counter-m1');
    expect(one.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 1, total: 1 }],
      [2, { by: 1, total: 2 }],
      [3, { by: 1, total: 3 }],
    ]);
    const two = await store().readStream('counter-m2');
    expect(two.map((e) => e.metadata.at)).toEqual(['2020-03-01T10:00:00.000Z', '2020-03-01T10:00:00.000Z']);
    // One transaction: a reader sees all four at once or none (they share one commit).
    const ids = await transactionIdsOf(positions);
    expect(new Set(ids).size).toBe(1);
  });

  it('stores nothing when any one append does not hold its expected version', async () => {
    await store().append('counter-m3', [inc(1, 1)], { expectedVersion: 'no_stream' });
    const before = await countEvents();
    await expect(
      store().appendMany([
        { streamId: 'counter-m4', events: [inc(1, 1)], options: { expectedVersion: 'no_stream' } },
        { streamId: 'counter-m3', events: [inc(1, 2)], options: { expectedVersion: 'no_stream' } },
      ]),
    ).rejects.toMatchObject({ code: 'wrong_expected_version', streamId: 'counter-m3', actual: 1 });
    expect(await countEvents()).toBe(before);
    expect(await store().readStream('counter-m4')).toEqual([]);
  });

  it('refuses a bad event, an empty append and caller ids before touching the database', async () => {
    const before = await countEvents();
    const bad = { type: 'CounterIncremented' as const, data: { by: 'x', total: 1 } } as unknown as ReturnType<
      typeof inc
    >;
    for (const events of [[inc(1, 1), bad], [], [inc(1, 1, randomUUID())]]) {
      await expect(
        store().appendMany([
          { streamId: 'counter-m5', events: [inc(1, 1)], options: { expectedVersion: 'any' } },
          { streamId: 'counter-m6', events, options: { expectedVersion: 'any' } },
        ]),
      ).rejects.toThrow(InvalidEventData);
    }
    expect(await countEvents()).toBe(before);
  });

  it('loses to a concurrent writer of one of its streams as one append would, and lands with any', async () => {
    await store().append('counter-m7', [inc(1, 1)], { expectedVersion: 'no_stream' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        store().appendMany([
          { streamId: `counter-m8-${i}`, events: [inc(1, 1)], options: { expectedVersion: 'no_stream' } },
          { streamId: 'counter-m7', events: [inc(1, 2)], options: { expectedVersion: 1 } },
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect(o.reason).toBeInstanceOf(WrongExpectedVersion);
    }
    await Promise.all(
      Array.from({ length: 4 }, () =>
        store().appendMany([
          { streamId: 'counter-m9', events: [inc(1, 1)], options: { expectedVersion: 'any' } },
        ]),
      ),
    );
    expect((await store().readStream('counter-m9')).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4]);
  });
});

describe('schema versions', () => {
  it('upcasts an old stored shape on read, leaving the row as it was', async () => {
    const v1 = defineEvent('CounterRenamed', { schema: z.object({ name: z.string() }) });
    const v2 = defineEvent('CounterRenamed', {
      version: 2,
      schema: z.object({ title: z.string(), renamedBy: z.string() }),
      upcasters: {
        1: (old) => ({ title: z.object({ name: z.string() }).parse(old).name, renamedBy: 'unknown' }),
      },
    });
    const oldStore = createEventStore({
      connectionString: counterStore.url,
      catalogue: createCatalogue([v1]),
    });
    const newStore = createEventStore({
      connectionString: counterStore.url,
      catalogue: createCatalogue([v2]),
    });
    try {
      await oldStore.append('renamed-1', [{ type: 'CounterRenamed', data: { name: 'A+B' } }], {
        expectedVersion: 'no_stream',
      });
      const [event] = await newStore.readStream('renamed-1');
      expect(event?.data).toEqual({ title: 'A+B', renamedBy: 'unknown' });
      const [raw] = await oldStore.readStream('renamed-1');
      expect(raw?.data).toEqual({ name: 'A+B' });
    } finally {
      await oldStore.close();
      await newStore.close();
    }
  });

  it('refuses to declare a version without upcasters from every older one', () => {
    expect(() => defineEvent('X', { version: 3, schema: z.object({}), upcasters: { 1: (d) => d } })).toThrow(
      /upcaster from 2/,
    );
  });
});
