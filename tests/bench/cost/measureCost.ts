/**
 * What a long history costs: the same three figures on a store that already holds millions of events
 * and on an empty one, each in a scratch database of its own (dropped afterwards). Per store:
 * 1. appends of 100 events by 8 writers (the event-append line's shape), events/s;
 * 2. the product's projector (every projection, in a process of its own) projects a 300-team contest
 *    appended on top, then board pages are read from the API server's read model (p99);
 * 3. verdicts of that contest appended at a steady rate, each timed from the append to the board
 *    row's live change as the projector NOTIFYs it (append -> projected -> committed), p99.
 */
import { createEventStore, type EventStore, productCatalogue } from '@oj/events';
import { migrateToLatest, withDatabase } from '@oj/server';
import pg from 'pg';
import { z } from 'zod';
import { BenchChild, START_TIMEOUT_MS } from '../events/ipc';
import { monotonicMs, paced, range, type Summary, sleep, summarize } from '../events/stats';
import { type BoardNotices, listenForBoard } from '../scoreboard/boardNotices';
import { type ContestSize, loadContest, submissionRows } from '../scoreboard/contestWorkload';
import { fillStore, markProjected } from './fillStore';

export interface CostSizes {
  /** Events in the store before measuring (the empty store's run uses 0). */
  filler: number;
  contest: ContestSize;
  /** Events appended per repetition of the append line (8 writers, batches of 100). */
  appendEvents: number;
  repetitions: number;
  reads: number;
  /** Verdicts per repetition of the lag line, paced at ratePerSecond. */
  verdicts: number;
  ratePerSecond: number;
}
export const FULL: CostSizes = {
  filler: 10_000_000,
  contest: { participants: 300, problems: 13, submissions: 3000 },
  appendEvents: 20_000,
  repetitions: 5,
  reads: 200,
  verdicts: 20,
  ratePerSecond: 10,
};
/** The smoke run only proves the line still runs: a small fill keeps it to seconds of CI. */
export const QUICK: CostSizes = {
  filler: 10_000,
  contest: { participants: 30, problems: 13, submissions: 200 },
  appendEvents: 1000,
  repetitions: 2,
  reads: 20,
  verdicts: 3,
  ratePerSecond: 10,
};

const WRITERS = 8;
const BATCH = 100;

export interface StoreCost {
  /** Events in the store when measuring started, and how long filling took. */
  stored: number;
  fillSeconds: number;
  appendRates: number[];
  readP99: number[];
  lagP99: number[];
  lagMedian: number[];
}

type Say = (line: string) => void;

/** The product's processes, started once and pointed at each store in turn. */
export interface CostProcesses {
  projector: BenchChild;
  server: BenchChild;
  stop(): Promise<void>;
}

export function startCostProcesses(): CostProcesses {
  const projector = new BenchChild('projector', new URL('../verdicts/productProcess.ts', import.meta.url));
  const server = new BenchChild(
    'board server',
    new URL('../scoreboard/boardServerProcess.ts', import.meta.url),
  );
  return {
    projector,
    server,
    async stop() {
      await server.stop();
      await projector.stop();
    },
  };
}

/** Measures one store, in a fresh scratch database (the caller drops it afterwards). */
export async function measureStoreCost(
  processes: CostProcesses,
  databaseUrl: string,
  filler: number,
  sizes: CostSizes,
  say: Say,
): Promise<StoreCost> {
  const { projector, server } = processes;
  const filled = filler > 0 ? await fillStore(databaseUrl, filler) : { events: 0, seconds: 0 };
  if (filler > 0)
    say(`  filled ${filled.events.toLocaleString('en')} events in ${filled.seconds.toFixed(0)} s`);
  await settleWrites(databaseUrl);
  const store = createEventStore({
    connectionString: databaseUrl,
    catalogue: productCatalogue,
    poolSize: 10,
  });
  try {
    const appendRates: number[] = [];
    for (const repetition of range(sizes.repetitions + 1)) {
      const rate = await appendRate(store, sizes.appendEvents, `r${repetition}`);
      if (repetition > 0) appendRates.push(rate); // the first is a warm-up
    }
    // The filler and the append runs count as projected; the contest below is projected for real.
    await markProjected(databaseUrl);
    await projector.request('startProjector', { databaseUrl }, z.unknown(), START_TIMEOUT_MS);
    const now = Date.now();
    await loadContest(databaseUrl, sizes.contest, now);
    await untilProjected(store, await headOf(store));
    await server.request('startServer', { databaseUrl }, z.object({ url: z.string() }), START_TIMEOUT_MS);
    const readP99: number[] = [];
    const pages = Math.max(1, Math.floor(sizes.contest.participants / 30));
    for (const _ of range(sizes.repetitions)) {
      const run = await server.request(
        'readPages',
        { reads: sizes.reads, pages, limit: 30 },
        z.object({ ours: z.array(z.number()) }),
        600_000,
      );
      readP99.push(summarize(run.ours).p99);
    }
    const lags: Summary[] = [];
    const notices = await listenForBoard(databaseUrl);
    try {
      for (const repetition of range(sizes.repetitions + 1)) {
        const run = await lagRun(store, notices, sizes, repetition);
        if (repetition > 0) lags.push(run);
      }
    } finally {
      await notices.close();
    }
    const cost = {
      stored: filled.events,
      fillSeconds: filled.seconds,
      appendRates,
      readP99,
      lagP99: lags.map((s) => s.p99),
      lagMedian: lags.map((s) => s.median),
    };
    say(
      `  ${filled.events.toLocaleString('en')} stored: append ${Math.round(summarize(appendRates).median)} events/s, ` +
        `board read p99 ${summarize(readP99).median.toFixed(2)} ms, lag p99 ${summarize(cost.lagP99).median.toFixed(1)} ms`,
    );
    return cost;
  } finally {
    await server.request('stopServer', {}, z.unknown(), 30_000).catch(() => undefined);
    await projector.request('stopProjector', {}, z.unknown(), 30_000).catch(() => undefined);
    await store.close();
  }
}

/**
 * Both stores are measured with nothing of their making left to flush: a store that gathered its history
 * over months has long written it out, while the fill's last gigabytes (its index builds and the vacuum)
 * were still being checkpointed through the first append runs, which then measured the fill.
 */
async function settleWrites(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/**
 * A second scratch database beside `url`'s (same server, so both stores run on the same settings),
 * migrated, handed to `work`, then dropped whatever happened.
 */
export async function withScratchDatabase<T>(url: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `${new URL(url).pathname.slice(1)}_history`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  try {
    const scratch = withDatabase(url, name);
    await migrateToLatest(scratch);
    return await work(scratch);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** 8 writers, each appending batches of 100 product events to a stream of its own, one after another. */
async function appendRate(store: EventStore, events: number, tag: string): Promise<number> {
  const appendsPerWriter = Math.max(1, Math.round(events / (WRITERS * BATCH)));
  let submitId = 30_000_000 + Number(tag.slice(1)) * 1_000_000;
  const started = monotonicMs();
  await Promise.all(
    range(WRITERS).map(async (writer) => {
      const stream = `append-bench-${tag}-w${writer}`;
      for (let k = 0; k < appendsPerWriter; k++) {
        const batch = range(BATCH).map(() => {
          const [created] = submissionRows(submitId++, writer, k % 13, 0, Date.now());
          return { type: 'SubmissionCreated' as const, data: created?.data as never };
        });
        await store.append(stream, batch, { expectedVersion: k === 0 ? 'no_stream' : k * BATCH });
      }
    }),
  );
  return (appendsPerWriter * WRITERS * BATCH) / ((monotonicMs() - started) / 1000);
}

async function headOf(store: EventStore): Promise<number> {
  const row = await store.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('global_position').as('head'))
    .executeTakeFirst();
  return Number(row?.head ?? 0);
}

/** Waits until the board's projection has applied `position` (polls its checkpoint). */
async function untilProjected(store: EventStore, position: number): Promise<void> {
  const deadline = monotonicMs() + 600_000;
  for (;;) {
    const row = await store.db
      .withTables<{ projection_checkpoints: { name: string; position: number } }>()
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', 'contests')
      .executeTakeFirst();
    if (Number(row?.position ?? 0) >= position) return;
    if (monotonicMs() > deadline) throw new Error(`the board projection did not reach ${position}`);
    await sleep(100);
  }
}
let nextSubmitId = 10_000_000;
let nextTeam = 0;

/** Pending submissions for distinct teams (projected first), then their verdicts at a steady rate. */
async function lagRun(store: EventStore, notices: BoardNotices, sizes: CostSizes, repetition: number) {
  const submissions = range(sizes.verdicts).map(() => {
    const team = nextTeam++ % sizes.contest.participants;
    return { team, rows: submissionRows(nextSubmitId++, team, (team + repetition) % 13, 0, Date.now()) };
  });
  let last = 0;
  for (const { rows } of submissions) {
    const [created] = rows;
    if (!created) continue;
    const appended = await store.append(created.stream, [{ type: created.type, data: created.data }], {
      expectedVersion: 'no_stream',
    });
    last = Number(appended.positions.at(-1) ?? last);
  }
  await untilProjected(store, last);
  const lags: number[] = [];
  await paced(submissions.length, sizes.ratePerSecond, async (i) => {
    const judged = submissions[i]?.rows[1];
    if (!judged) return;
    const sent = monotonicMs();
    const appended = await store.append(judged.stream, [{ type: judged.type, data: judged.data }], {
      expectedVersion: 1,
    });
    const arrived = await notices.seen(Number(appended.positions.at(-1)));
    lags.push(arrived - sent);
  });
  if (lags.length !== submissions.length) throw new Error('a verdict was not timed');
  return summarize(lags);
}
