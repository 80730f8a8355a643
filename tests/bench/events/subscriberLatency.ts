import { createEventStore, type ExpectedVersion } from '@oj/events';
import { sql } from 'kysely';
import pg from 'pg';
import { benchCatalogue } from './benchCatalogue';
import { monotonicMs, paced, type Summary, sleep, summarize } from './stats';

export const SUBSCRIBER_EVENTS = 2000;
export const SUBSCRIBER_RATE = 500;
const WARM_UP_EVENTS = 200;
const CHANNEL = 'oj_bench_ping';

interface Path {
  /** From the moment the append (or NOTIFY) call resolved, i.e. after COMMIT, to the handler. */
  fromCommit: Summary;
  /** From the moment the call was made. */
  fromCall: Summary;
  /** The append (or NOTIFY) call itself. */
  callMs: Summary;
  missing: number;
}

export interface SubscriberLatencyResult {
  events: number;
  ratePerSecond: number;
  store: Path;
  notify: Path;
}

/**
 * Sends `count` pings one at a time at `rate`; `arrivals[seq]` is filled in by the receiving side.
 * Returns the latency summaries once everything arrived (or 5 s passed).
 */
async function pingRun(
  count: number,
  rate: number,
  send: (seq: number) => Promise<void>,
  arrivals: number[],
) {
  const called = new Float64Array(count);
  const resolved = new Float64Array(count);
  arrivals.length = 0;
  await paced(count, rate, async (seq) => {
    called[seq] = monotonicMs();
    await send(seq);
    resolved[seq] = monotonicMs();
  });
  const deadline = monotonicMs() + 5000;
  const complete = () => arrivals.filter((t) => t !== undefined).length >= count;
  while (!complete() && monotonicMs() < deadline) await sleep(5);
  const fromCommit: number[] = [];
  const fromCall: number[] = [];
  const callMs: number[] = [];
  let missing = 0;
  for (let seq = 0; seq < count; seq++) {
    const at = arrivals[seq];
    callMs.push((resolved[seq] ?? 0) - (called[seq] ?? 0));
    if (at === undefined) {
      missing++;
      continue;
    }
    fromCommit.push(at - (resolved[seq] ?? 0));
    fromCall.push(at - (called[seq] ?? 0));
  }
  return {
    fromCommit: summarize(fromCommit),
    fromCall: summarize(fromCall),
    callMs: summarize(callMs),
    missing,
  };
}

/**
 * Commit -> `store.subscribe` handler, in this same process (it shares the event loop with the
 * appender); baseline: a bare `pg_notify` through the same pool -> a LISTEN connection's callback.
 */
export async function measureSubscriberLatency(url: string): Promise<SubscriberLatencyResult> {
  const store = createEventStore({ connectionString: url, catalogue: benchCatalogue, poolSize: 4 });
  const listener = new pg.Client({ connectionString: url });
  listener.on('error', () => undefined);
  const arrivals: number[] = [];
  const subscription = store.subscribe({
    after: await store.head(),
    handler: (events) => {
      const now = monotonicMs();
      for (const e of events) if (e.type === 'BenchPinged') arrivals[e.data.seq] = now;
    },
  });
  try {
    await subscription.caughtUp;
    let round = 0;
    const storeRun = async (count: number) => {
      const run = `subscriber-${round++}`;
      let expectedVersion: ExpectedVersion = 'no_stream';
      return pingRun(
        count,
        SUBSCRIBER_RATE,
        async (seq) => {
          const data = { run, seq, sentAt: monotonicMs() };
          const result = await store.append(run, [{ type: 'BenchPinged', data }], { expectedVersion });
          expectedVersion = result.nextExpectedVersion;
        },
        arrivals,
      );
    };
    await storeRun(WARM_UP_EVENTS);
    const storePath = await storeRun(SUBSCRIBER_EVENTS);
    await subscription.stop();

    await listener.connect();
    listener.on('notification', (n) => {
      arrivals[Number(n.payload)] = monotonicMs();
    });
    await listener.query(`listen ${CHANNEL}`);
    const notifyRun = (count: number) =>
      pingRun(
        count,
        SUBSCRIBER_RATE,
        async (seq) => {
          await sql`select pg_notify(${CHANNEL}, ${String(seq)})`.execute(store.db);
        },
        arrivals,
      );
    await notifyRun(WARM_UP_EVENTS);
    const notifyPath = await notifyRun(SUBSCRIBER_EVENTS);
    return {
      events: SUBSCRIBER_EVENTS,
      ratePerSecond: SUBSCRIBER_RATE,
      store: storePath,
      notify: notifyPath,
    };
  } finally {
    await subscription.stop();
    await listener.end().catch(() => undefined);
    await store.close();
  }
}
