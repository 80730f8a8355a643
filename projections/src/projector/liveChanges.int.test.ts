import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  LIVE_CHANNEL,
  liveChangesSince,
  liveHorizon,
  pruneLiveChanges,
  recordLiveChanges,
} from './liveChanges';
import type { LiveChange } from './projection';
import type { ProjectorTables } from './tables';

const counterStore = useCounterStore();
const db = () => counterStore.store.db.withTables<ProjectorTables>();

describe('live changes retention', () => {
  it('prunes changes older than the window and remembers how far, so late clients know to refetch', async () => {
    await sql`insert into live_changes (topic, position, payload, created_at) values
      ('room', 1, '{}', now() - interval '2 days'), ('room', 2, '{}', now() - interval '2 days'), ('room', 3, '{}', now())`.execute(
      db(),
    );
    await pruneLiveChanges(db(), 24 * 3600_000);
    expect((await liveChangesSince(db(), 'room', 0)).map((c) => c.position)).toEqual([3]);
    expect(await liveHorizon(db())).toBe(2);
  });
});

describe('recording live changes', () => {
  it('stores each change and announces it with its id, in order, the payload inline while its notice fits in 7,000 bytes', async () => {
    const listener = new pg.Client({ connectionString: counterStore.url });
    await listener.connect();
    const notices: unknown[] = [];
    listener.on('notification', (n) => notices.push(JSON.parse(n.payload ?? 'null')));
    await listener.query(`listen ${LIVE_CHANNEL}`);

    // 2,400 Chinese characters: under 7,000 characters, but 7,200 bytes.
    const wide = '判'.repeat(2400);
    const changes: LiveChange[] = [
      { topic: 'status', position: 7, payload: { verdict: 'AC', note: 'first' } },
      { topic: 'status', position: 7, payload: { verdict: 'WA', note: 'second' } },
      { topic: 'board-1', position: 8, payload: { text: wide } },
      { topic: 'board-1', position: 9, payload: { text: 'x'.repeat(6900) } },
      { topic: 'board-2', position: 9, payload: [1, 'two', null] },
    ];
    await db()
      .transaction()
      .execute((trx) => recordLiveChanges(trx, changes));
    await until(async () => notices.length === changes.length);

    const stored = [
      ...(await liveChangesSince(db(), 'status', 0)),
      ...(await liveChangesSince(db(), 'board-1', 0)),
      ...(await liveChangesSince(db(), 'board-2', 0)),
    ];
    // The same position's changes are read back in the order they were made.
    expect(stored.map((row) => row.payload)).toEqual(changes.map((change) => change.payload));
    const ids = stored.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(notices).toEqual([
      { id: ids[0], ...changes[0] },
      { id: ids[1], ...changes[1] },
      // Over the limit in bytes: the readers fetch it by id.
      { id: ids[2], topic: 'board-1', position: 8 },
      { id: ids[3], ...changes[3] },
      { id: ids[4], ...changes[4] },
    ]);
    await listener.end();
  });

  it('announces nothing when the transaction rolls back', async () => {
    const listener = new pg.Client({ connectionString: counterStore.url });
    await listener.connect();
    const topics: string[] = [];
    listener.on('notification', (n) => topics.push(JSON.parse(n.payload ?? 'null').topic));
    await listener.query(`listen ${LIVE_CHANNEL}`);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await recordLiveChanges(trx, [{ topic: 'rolled-back', position: 20, payload: {} }]);
          throw new Error('the batch failed');
        }),
    ).rejects.toThrow('the batch failed');
    // A later change's notice arrives after any the rolled-back one could have sent.
    await db()
      .transaction()
      .execute((trx) => recordLiveChanges(trx, [{ topic: 'committed', position: 21, payload: {} }]));
    await until(async () => topics.includes('committed'));
    expect(topics).toEqual(['committed']);
    expect(await liveChangesSince(db(), 'rolled-back', 0)).toEqual([]);
    await listener.end();
  });
});
