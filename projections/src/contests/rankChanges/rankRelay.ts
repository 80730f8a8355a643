import { ContestRankChanged, type EventStore, type ProductEvent } from '@oj/events';
import pg from 'pg';
import { RANK_OUTBOX_CHANNEL } from './rankChangesProjection';
import type { RankChangeTables } from './rankChangeTables';

export interface RankRelay {
  /** Appends whatever the outbox holds now (tests call it to wait for the stream). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 200;
const IDLE_CHECK_MS = 2000;

/**
 * The append half of the rank-change reactor: moves `contest_rank_outbox` rows to their
 * `contest-<cid>-rank` streams, one append per causing event (its events are stored all or none), then
 * deletes them. Rows are locked `for update skip locked`, so relays in several processes never append
 * the same row at once; a crash between the append and the delete just appends again, which the store
 * answers as a duplicate (the ids are derived). Wakes on `oj_rank_outbox`, and every 2 s in case a
 * notification was lost.
 *
 * @example
 * const relay = startRankRelay({ store, connectionString });
 * await relay.drain();
 */
export function startRankRelay(options: {
  store: EventStore<ProductEvent>;
  connectionString: string;
  onError?: (error: unknown) => void;
}): RankRelay {
  const db = options.store.db.withTables<RankChangeTables>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  async function drainOnce(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('contest_rank_outbox')
        .selectAll()
        .orderBy('seq')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const groups = new Map<string, typeof rows>();
      for (const row of rows) {
        const key = `${row.stream_id}/${row.causation_id}`;
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      }
      for (const group of groups.values()) {
        const first = group[0];
        if (!first) continue;
        await options.store.append(
          first.stream_id,
          group.map((row) => ({
            id: row.event_id,
            type: 'ContestRankChanged' as const,
            data: ContestRankChanged.schema.parse(row.data),
          })),
          {
            expectedVersion: 'any',
            metadata: { causationId: first.causation_id, at: first.at.toISOString() },
          },
        );
      }
      if (rows.length > 0)
        await trx
          .deleteFrom('contest_rank_outbox')
          .where(
            'seq',
            'in',
            rows.map((r) => r.seq),
          )
          .execute();
      return rows.length;
    });
  }

  /** Serial: a drain asked for while one runs happens once after it. */
  function drain(): Promise<void> {
    if (queued) return queued;
    const next = running.then(async () => {
      queued = undefined;
      while (!stopped && (await drainOnce()) === BATCH) {
        // a full batch: there may be more
      }
    });
    queued = next;
    running = next.catch((error: unknown) => options.onError?.(error));
    return next;
  }

  const wake = () => void drain().catch(() => undefined);
  const listener = new pg.Client({ connectionString: options.connectionString });
  listener.on('notification', wake);
  listener.on('error', (error) => options.onError?.(error));
  const listening = listener
    .connect()
    .then(() => listener.query(`listen ${RANK_OUTBOX_CHANNEL}`))
    .catch((error: unknown) => options.onError?.(error));
  const idle = setInterval(wake, IDLE_CHECK_MS);
  wake();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(idle);
      await listening;
      await running.catch(() => undefined);
      await listener.end().catch(() => undefined);
    },
  };
}
