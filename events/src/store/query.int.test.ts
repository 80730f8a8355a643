import { randomUUID } from 'node:crypto';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { streamOpenedWith } from './query';

const counterStore = useCounterStore();
const store = () => counterStore.store;

const inc = (by: number, total: number) => ({ type: 'CounterIncremented' as const, data: { by, total } });
const reset = (reason: string) => ({ type: 'CounterReset' as const, data: { reason } });
const meta = (actorUid: string, correlationId: string, causationId: string | null = null) => ({
  actorUid,
  correlationId,
  causationId,
  at: '2026-11-25T10:00:00.000Z',
});

describe('readWhere', () => {
  it('combines type, stream family, metadata and keyset bounds, in either direction', async () => {
    const tag = randomUUID().slice(0, 8);
    await store().append(`q${tag}`, [inc(1, 1), reset('a')], {
      expectedVersion: 'no_stream',
      metadata: meta('alice', `c-${tag}`),
    });
    await store().append(`q${tag}-sub`, [inc(2, 2)], {
      expectedVersion: 'no_stream',
      metadata: meta('bob', 'x'),
    });
    // Not of the family: the prefix is followed by '-' only.
    await store().append(`q${tag}0`, [inc(3, 3)], {
      expectedVersion: 'no_stream',
      metadata: meta('alice', 'x'),
    });

    const family = await store().readWhere({ streamFamily: `q${tag}` });
    expect(family.map((e) => e.streamId)).toEqual([`q${tag}`, `q${tag}`, `q${tag}-sub`]);
    const newest = await store().readWhere({ streamFamily: `q${tag}`, direction: 'backward', limit: 2 });
    expect(newest.map((e) => e.position)).toEqual([family[2]?.position, family[1]?.position]);
    const older = await store().readWhere({
      streamFamily: `q${tag}`,
      direction: 'backward',
      before: newest.at(-1)?.position,
    });
    expect(older.map((e) => e.position)).toEqual([family[0]?.position]);

    const byAlice = await store().readWhere({
      metadata: { actorUid: ['alice'] },
      types: ['CounterIncremented'],
    });
    expect(byAlice.filter((e) => e.streamId.startsWith(`q${tag}`)).map((e) => e.streamId)).toEqual([
      `q${tag}`,
      `q${tag}0`,
    ]);
    expect((await store().readWhere({ metadata: { correlationId: `c-${tag}` } })).map((e) => e.type)).toEqual(
      ['CounterIncremented', 'CounterReset'],
    );
    expect(await store().readWhere({ streamIds: [] })).toEqual([]);
    const rows = await store().readRowsWhere({ eventIds: [family[1]?.id ?? ''] });
    expect(rows.map((r) => [r.type, r.schema_version, r.data])).toEqual([
      ['CounterReset', 1, { reason: 'a' }],
    ]);
  });

  it('narrows by how a stream began, and follows a correlated chain through its causes', async () => {
    const tag = randomUUID().slice(0, 8);
    await store().append(`open-${tag}-a`, [reset('keep'), inc(1, 1)], { expectedVersion: 'no_stream' });
    await store().append(`open-${tag}-b`, [reset('drop'), inc(1, 1)], { expectedVersion: 'no_stream' });
    const kept = await store().readWhere({
      streamFamily: `open-${tag}`,
      types: ['CounterIncremented'],
      where: () => streamOpenedWith('CounterReset', (first) => sql`${first.data}->>'reason' = 'keep'`),
    });
    expect(kept.map((e) => e.streamId)).toEqual([`open-${tag}-a`]);

    const root = await store().append(`chain-${tag}`, [inc(1, 1)], {
      expectedVersion: 'no_stream',
      metadata: meta('alice', `chain-${tag}`),
    });
    const [cause] = await store().readWhere({ positions: root.positions });
    const effect = await store().append(`chain-${tag}-effect`, [inc(1, 1)], {
      expectedVersion: 'no_stream',
      metadata: meta('system', randomUUID(), cause?.id ?? null),
    });
    const [effectEvent] = await store().readWhere({ positions: effect.positions });
    await store().append(`chain-${tag}-effect2`, [inc(1, 1)], {
      expectedVersion: 'no_stream',
      metadata: meta('system', randomUUID(), effectEvent?.id ?? null),
    });
    const chain = await store().readCorrelatedRows(`chain-${tag}`);
    expect(chain.map((r) => r.stream_id)).toEqual([
      `chain-${tag}`,
      `chain-${tag}-effect`,
      `chain-${tag}-effect2`,
    ]);
    const narrowed = await store().readCorrelatedRows(`chain-${tag}`, {
      streamIds: [`chain-${tag}-effect2`],
    });
    expect(narrowed.map((r) => r.stream_id)).toEqual([`chain-${tag}-effect2`]);
  });
});

describe('waitForSettled', () => {
  it('waits for an event committed behind a running append, and gives up after its timeout', async () => {
    // An append that took its position and has not committed yet leaves a hole: the next append is
    // committed, not settled. The hold: a deferred trigger waits at COMMIT for an advisory lock we hold.
    const gate = new pg.Client({ connectionString: counterStore.url });
    await gate.connect();
    const trigger = `hold_settle_${randomUUID().replaceAll('-', '')}`;
    await gate.query(`
      create function ${trigger}() returns trigger language plpgsql as $$
      begin perform pg_advisory_lock(4343); perform pg_advisory_unlock(4343); return null; end $$;
      create constraint trigger ${trigger} after insert on events deferrable initially deferred
        for each row when (new.stream_id = '${trigger}') execute function ${trigger}();`);
    await gate.query('select pg_advisory_lock(4343)');
    const slow = store().append(trigger, [inc(1, 1)], { expectedVersion: 'no_stream' });
    await until(async () => {
      const { rows } = await gate.query(
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
      );
      return rows.length > 0;
    });
    const { positions } = await store().append(`settle-${randomUUID()}`, [inc(1, 1)], {
      expectedVersion: 'no_stream',
    });
    const position = positions[0] ?? 0;
    expect(await store().readWhere({ positions })).toEqual([]);
    expect(await store().waitForSettled({ timeoutMs: 50 })).toBeLessThan(position);

    const waiting = store().waitForSettled();
    await gate.query('select pg_advisory_unlock(4343)');
    await slow;
    await gate.query(`drop trigger ${trigger} on events; drop function ${trigger}()`);
    await gate.end();
    expect(await waiting).toBeGreaterThanOrEqual(position);
    expect((await store().readWhere({ positions })).map((e) => e.position)).toEqual([position]);
  });
});
