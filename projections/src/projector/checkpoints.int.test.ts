import { setTimeout as delay } from 'node:timers/promises';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CheckpointMoved, loadCheckpoint, moveCheckpoints } from './checkpoints';
import type { ProjectorTables } from './tables';

const counterStore = useCounterStore();
const db = () => counterStore.store.db.withTables<ProjectorTables>();

/** Fresh checkpoint rows at the given positions. */
async function checkpointsAt(positions: Record<string, number>) {
  for (const [name, position] of Object.entries(positions)) {
    await loadCheckpoint(db(), name);
    await db().updateTable('projection_checkpoints').set({ position }).where('name', '=', name).execute();
  }
}
const positionOf = (name: string) => loadCheckpoint(db(), name);

describe('moving checkpoints', () => {
  it('moves every checkpoint of a joint batch when each is where the batch read it', async () => {
    await checkpointsAt({ 'move-a': 3, 'move-b': 7 });
    await db()
      .transaction()
      .execute((trx) =>
        moveCheckpoints(trx, [
          { name: 'move-a', checkpoint: 3, target: 9 },
          { name: 'move-b', checkpoint: 7, target: 9 },
        ]),
      );
    expect([await positionOf('move-a'), await positionOf('move-b')]).toEqual([9, 9]);
  });

  it('refuses the whole batch when one checkpoint moved, naming it and where it is, and moves none', async () => {
    await checkpointsAt({ 'moved-a': 3, 'moved-b': 12 });
    const tried = db()
      .transaction()
      .execute((trx) =>
        moveCheckpoints(trx, [
          { name: 'moved-a', checkpoint: 3, target: 9 },
          { name: 'moved-b', checkpoint: 7, target: 9 },
        ]),
      );
    await expect(tried).rejects.toThrow(CheckpointMoved);
    await expect(tried).rejects.toThrow('projection moved-b: checkpoint moved from 7 to 12');
    expect([await positionOf('moved-a'), await positionOf('moved-b')]).toEqual([3, 12]);
  });

  it('leaves the checkpoint where it was when the fold after the move throws', async () => {
    await checkpointsAt({ 'fold-fails': 4 });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await moveCheckpoints(trx, [{ name: 'fold-fails', checkpoint: 4, target: 10 }]);
          throw new Error('the fold failed');
        }),
    ).rejects.toThrow('the fold failed');
    expect(await positionOf('fold-fails')).toBe(4);
  });

  it('lets only one of two batches from the same checkpoint commit, the other failing', async () => {
    // Whether the second's statement comes before the first commits (and waits on its row) or after, it sees 5.
    const { second } = await twoBatchesFromZero('two-projectors', async () => {});
    await expect(second).rejects.toThrow('projection two-projectors: checkpoint moved from 0 to 5');
    expect(await positionOf('two-projectors')).toBe(5);
  });

  it('makes a batch that waited on the row lock re-check the checkpoint, not move it twice', async () => {
    // The case the test above may miss by timing: the second update is blocked on the row when the first commits.
    const { second } = await twoBatchesFromZero('waits-on-lock', untilAnUpdateWaitsOnALock);
    await expect(second).rejects.toThrow('projection waits-on-lock: checkpoint moved from 0 to 5');
    expect(await positionOf('waits-on-lock')).toBe(5);
  });
});

/**
 * Two batches moving checkpoint `name` from 0 to 5, as two projectors would: the first moves it and holds its
 * transaction open, the second starts, `beforeFirstCommits` runs, then the first commits. Gives the second's
 * outcome, still pending or settled (in an object: an async function would otherwise await it).
 */
async function twoBatchesFromZero(name: string, beforeFirstCommits: () => Promise<void>) {
  await checkpointsAt({ [name]: 0 });
  const claim = [{ name, checkpoint: 0, target: 5 }];
  let commitFirst = () => {};
  const firstHolds = new Promise<void>((resolve) => {
    commitFirst = resolve;
  });
  let firstMoved = () => {};
  const moved = new Promise<void>((resolve) => {
    firstMoved = resolve;
  });
  const first = db()
    .transaction()
    .execute(async (trx) => {
      await moveCheckpoints(trx, claim);
      firstMoved();
      await firstHolds;
    });
  await moved;
  const second = db()
    .transaction()
    .execute((trx) => moveCheckpoints(trx, claim));
  // Unhandled until the caller awaits it: keep its rejection from being reported early.
  second.catch(() => {});
  await beforeFirstCommits();
  commitFirst();
  await first;
  return { second };
}

/** Polls until some session of this database is blocked on a lock in an update of the checkpoints. */
async function untilAnUpdateWaitsOnALock() {
  for (let tries = 0; tries < 500; tries++) {
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and query like '%update projection_checkpoints%'`.execute(db());
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await delay(10);
  }
  throw new Error('no checkpoint update ever waited on a lock');
}
