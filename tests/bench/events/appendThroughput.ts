import { randomUUID } from 'node:crypto';
import { createEventStore, type EventsTable } from '@oj/events';
import { sql } from 'kysely';
import { benchCatalogue } from './benchCatalogue';
import { monotonicMs, range, type Summary, summarize } from './stats';

export interface ThroughputCase {
  batch: number;
  writers: number;
  /** Events to append in the measured part (rounded to whole batches per writer). */
  events: number;
}

export const THROUGHPUT_CASES: readonly ThroughputCase[] = [
  { batch: 1, writers: 1, events: 3000 },
  { batch: 1, writers: 8, events: 3000 },
  { batch: 100, writers: 1, events: 30_000 },
  { batch: 100, writers: 8, events: 30_000 },
];
const WARM_UP_SHARE = 0.1;

interface Run {
  eventsPerSecond: number;
  events: number;
  /** Duration of each append call (store) or transaction (raw). */
  appendMs: Summary;
}

export interface ThroughputResult extends ThroughputCase {
  store: Run;
  raw: Run;
}

type BenchData = { writer: number; seq: number; note: string };
/** Appends `events` to `stream`, which holds `version` events; returns the stream's new version. */
type AppendFn = (stream: string, version: number, events: BenchData[]) => Promise<number>;

const NOTE = 'submission 1042 judged: accepted, 12 of 12 tests, 183 ms, 4.2 MiB';

/**
 * Each writer appends to its own stream, one append after another, with the version the previous
 * append returned; writers run concurrently on one pool. `raw` does the same rows as a plain
 * INSERT ... RETURNING in a transaction (no idempotency check, no version check, no lock, no NOTIFY).
 */
async function runWriters(c: ThroughputCase, events: number, tag: string, append: AppendFn): Promise<Run> {
  const appendsPerWriter = Math.max(1, Math.round(events / (c.writers * c.batch)));
  const latencies: number[] = [];
  const started = monotonicMs();
  await Promise.all(
    range(c.writers).map(async (writer) => {
      const stream = `${tag}-w${writer}`;
      let version = 0;
      for (let k = 0; k < appendsPerWriter; k++) {
        const data = range(c.batch).map((j) => ({ writer, seq: version + j, note: NOTE }));
        const t0 = monotonicMs();
        version = await append(stream, version, data);
        latencies.push(monotonicMs() - t0);
      }
    }),
  );
  const seconds = (monotonicMs() - started) / 1000;
  const total = appendsPerWriter * c.writers * c.batch;
  return { eventsPerSecond: total / seconds, events: total, appendMs: summarize(latencies) };
}

export async function measureAppendThroughput(
  url: string,
  cases: readonly ThroughputCase[] = THROUGHPUT_CASES,
): Promise<ThroughputResult[]> {
  const store = createEventStore({ connectionString: url, catalogue: benchCatalogue, poolSize: 10 });
  // Same columns, identity, unique constraints and indexes as `events`, so the ratio is the store's protocol.
  await sql`create table if not exists bench_raw_events (like events including all)`.execute(store.db);
  const raw = store.db.withTables<{ bench_raw_events: EventsTable }>();

  const storeAppend: AppendFn = async (stream, version, events) => {
    const result = await store.append(
      stream,
      events.map((data) => ({ type: 'BenchAppended' as const, data })),
      { expectedVersion: version === 0 ? 'no_stream' : version },
    );
    return result.nextExpectedVersion;
  };
  const rawAppend: AppendFn = async (stream, version, events) => {
    const metadata = JSON.stringify({
      actorUid: null,
      ip: null,
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    });
    await raw.transaction().execute((trx) =>
      trx
        .insertInto('bench_raw_events')
        .values(
          events.map((data, i) => ({
            transaction_id: sql<string>`pg_current_xact_id()`,
            event_id: randomUUID(),
            stream_id: stream,
            stream_version: version + i + 1,
            type: 'BenchAppended',
            schema_version: 1,
            data: JSON.stringify(data),
            metadata,
          })),
        )
        .returning('global_position')
        .execute(),
    );
    return version + events.length;
  };

  try {
    const results: ThroughputResult[] = [];
    for (const c of cases) {
      await sql`truncate events, bench_raw_events`.execute(store.db);
      const name = `b${c.batch}-w${c.writers}`;
      const warmUp = c.events * WARM_UP_SHARE;
      await runWriters(c, warmUp, `${name}-warm`, storeAppend);
      await runWriters(c, warmUp, `${name}-warm`, rawAppend);
      const storeRun = await runWriters(c, c.events, name, storeAppend);
      const rawRun = await runWriters(c, c.events, name, rawAppend);
      results.push({ ...c, store: storeRun, raw: rawRun });
    }
    return results;
  } finally {
    await store.close();
  }
}
