import { useCounterStore } from '@oj/tests/support/counterStore';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { liveChangesSince, liveHorizon, pruneLiveChanges } from './liveChanges';
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
