import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useCounterStore } from '@oj/tests/support/counterStore';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { eventCounts } from '../eventCounts/eventCounts';
import { startProjector } from './projector';
import { resetProjection } from './rebuild';
import type { ProjectorTables } from './tables';

const childScript = fileURLToPath(new URL('../../../tests/support/projectorProcess.ts', import.meta.url));
const counterStore = useCounterStore();
const store = () => counterStore.store;

function spawnProjector(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', childScript], {
    env: { ...process.env, DATABASE_URL: counterStore.url, BATCH_SIZE: '100' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const db = () => store().db.withTables<ProjectorTables>();
async function checkpoint(): Promise<number> {
  const row = await db()
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', eventCounts.name)
    .executeTakeFirst();
  return row?.position ?? 0;
}
async function readModel() {
  const { rows } = await sql<{ type: string; count: number; last_position: number }>`
    select type, count, last_position from event_type_counts order by type`.execute(store().db);
  return rows;
}

describe('projector crash', () => {
  it('after kill -9 mid catch-up of 20,000 events, a restart ends equal to a full rebuild', async () => {
    for (let batch = 0; batch < 20; batch++) {
      const events = Array.from({ length: 1000 }, (_, i) =>
        i % 10 === 9
          ? { type: 'CounterReset' as const, data: { reason: 'tenth' } }
          : { type: 'CounterIncremented' as const, data: { by: 1, total: i } },
      );
      await store().append(`crash-${batch}`, events, { expectedVersion: 'no_stream' });
    }
    const head = await store().head();

    const first = spawnProjector();
    const exited = new Promise((resolve) => first.once('exit', resolve));
    await until(async () => (await checkpoint()) >= 2000);
    first.kill('SIGKILL');
    await exited;
    const atKill = await checkpoint();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(head);

    const second = spawnProjector();
    await until(async () => (await checkpoint()) === head);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
    const afterRestart = await readModel();

    // Each event adds exactly one to its type's count: any double or missed apply shows here.
    const { rows: truth } = await sql<{ type: string; count: number; last_position: number }>`
      select type, count(*)::bigint as count, max(global_position) as last_position
      from events group by type order by type`.execute(store().db);
    expect(afterRestart).toEqual(truth);

    await resetProjection(db(), eventCounts);
    expect(await readModel()).toEqual([]);
    const rebuild = startProjector([eventCounts], { store: store(), connectionString: counterStore.url });
    await rebuild.caughtUp;
    await rebuild.stop();
    expect(await readModel()).toEqual(afterRestart);
  });
});
