import { readFileSync } from 'node:fs';
import { createEventStore, type ExpectedVersion } from '@oj/events';
import { LIVE_CHANNEL } from '@oj/projections';
import { sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { BenchPinged, benchCatalogue } from './benchCatalogue';
import {
  BenchChild,
  cpuMs,
  LOAD_GENERATOR_NICENESS,
  machineCpu,
  type ProcessSample,
  START_TIMEOUT_MS,
  sampleProcess,
} from './ipc';
import { monotonicMs, paced, type Summary, statSchema, summarize, summarySchema } from './stats';

export const CLIENTS = 1000;
const CONNECT_BATCH = 100;
/** The steady rate the target is about, then a burstier one. */
export const LIVE_RUNS = [
  { ratePerSecond: 20, seconds: 10 },
  { ratePerSecond: 100, seconds: 3 },
] as const;

const collected = z.object({
  expected: z.number(),
  deliveries: z.number(),
  missing: z.number(),
  outOfOrder: z.number(),
  disconnects: z.number(),
  latency: summarySchema,
  medianBySecond: z.array(statSchema),
});
const stagesSchema = z.object({
  projected: summarySchema,
  batchSizes: summarySchema,
  emitted: summarySchema,
  emitMs: summarySchema,
});

/** Where the projector runs: in the server process (as briefed) or in its own (as `npm start` runs it). */
export type ProjectorPlacement = 'in server' | 'own process';

/** One process over a run: CPU used, and how long ready work waited for its event loop. */
export interface ProcessUse {
  cpuMs: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface FanoutRun {
  path: 'store' | 'io-emit';
  /** store path only. */
  projector: ProjectorPlacement | undefined;
  ratePerSecond: number;
  events: number;
  delivery: z.infer<typeof collected>;
  /**
   * From sentAt: append() returned, projector applied, live NOTIFY heard in the driver process (store path
   * only), and the server started broadcasting the change; plus how long each broadcast took.
   */
  stages: {
    appendMs: Summary | undefined;
    projected: Summary | undefined;
    batchSizes: Summary | undefined;
    announced: Summary | undefined;
    emitted: Summary;
    emitMs: Summary;
  };
  wallSeconds: number;
  /** Share of all the machine's cores busy over the run (everything: PostgreSQL, other users too). */
  machineBusyPercent: number | undefined;
  /** This process: it appends (store path) and hears the live NOTIFYs. */
  driver: ProcessUse;
  server: ProcessUse;
  /** Only when the projector has its own process. */
  projectorProcess: ProcessUse | undefined;
  loadGenerator: ProcessUse;
}

export interface FanoutResult {
  clients: number;
  connectSeconds: number;
  runs: FanoutRun[];
}

const liveNotice = z.object({ payload: BenchPinged.schema });
const parseJson = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};

/** Each client is a socket in the load generator and one in the server: fail early on a low `ulimit -n`. */
function checkOpenFilesLimit(): void {
  let limits: string;
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return; // not Linux: let the connections fail loudly if the limit is too low
  }
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Number.POSITIVE_INFINITY);
  const needed = CLIENTS + 500;
  if (soft < needed) throw new Error(`open files limit ${soft} < ${needed}: run \`ulimit -n 4096\` first`);
}

/**
 * Commit -> client latency through projector, NOTIFY, relay and Socket.IO, with CLIENTS sockets in a
 * separate load-generator process; the baseline is the server process emitting the same messages itself.
 * The store path runs first with the projector inside the server process, then in a process of its own.
 */
export async function measureLiveFanout(databaseUrl: string): Promise<FanoutResult> {
  checkOpenFilesLimit();
  const store = createEventStore({ connectionString: databaseUrl, catalogue: benchCatalogue, poolSize: 2 });
  // Earlier benches' events would only make the new projector catch up first.
  await sql`truncate events`.execute(store.db);
  // Hears the projector's live changes in this (mostly idle) process, not behind the server's emits.
  const announced = new Map<string, number[]>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', () => undefined); // e.g. the server stopping under Ctrl-C: cleanup must go on
  const processFile = new URL('./liveServerProcess.ts', import.meta.url);
  const server = new BenchChild('live server', processFile);
  const clients = new BenchChild(
    'load generator',
    new URL('./liveLoadGenerator.ts', import.meta.url),
    {},
    LOAD_GENERATOR_NICENESS,
  );
  let ownProjector: BenchChild | undefined;
  try {
    await listener.connect();
    listener.on('notification', (n) => {
      const heardAt = monotonicMs();
      const notice = liveNotice.safeParse(parseJson(n.payload));
      if (!notice.success) return;
      const { run, sentAt } = notice.data.payload;
      const heard = announced.get(run) ?? [];
      announced.set(run, heard);
      heard.push(heardAt - sentAt);
    });
    await listener.query(`listen ${LIVE_CHANNEL}`);
    const started = z.object({ url: z.string() });
    const { url } = await server.request('startServer', { databaseUrl }, started, START_TIMEOUT_MS);
    await server.request('startProjector', { databaseUrl }, z.unknown(), START_TIMEOUT_MS);
    const connected = await clients.request(
      'connect',
      { url, clients: CLIENTS, batch: CONNECT_BATCH },
      z.object({ clients: z.number(), seconds: z.number() }),
      90_000,
    );
    let runNumber = 0;

    async function measure(
      path: FanoutRun['path'],
      ratePerSecond: number,
      events: number,
      projector?: ProjectorPlacement,
    ): Promise<FanoutRun> {
      const run = `${path}-${ratePerSecond}-${runNumber++}`;
      const projectorHost = projector === 'own process' ? ownProjector : undefined;
      const sample = () =>
        Promise.all([server.sample(), clients.sample(), projectorHost?.sample(), sampleProcess()]);
      const machineBefore = machineCpu();
      const before = await sample();
      const started = monotonicMs();
      const appendMs: number[] = [];
      if (path === 'io-emit') {
        await server.request('broadcast', { run, count: events, ratePerSecond }, z.unknown(), 120_000);
      } else {
        let expectedVersion: ExpectedVersion = 'no_stream';
        await paced(events, ratePerSecond, async (seq) => {
          const sentAt = monotonicMs();
          const result = await store.append(run, [{ type: 'BenchPinged', data: { run, seq, sentAt } }], {
            expectedVersion,
          });
          appendMs.push(monotonicMs() - sentAt);
          expectedVersion = result.nextExpectedVersion;
        });
      }
      const delivery = await clients.request(
        'collect',
        { run, expectedPerClient: events, idleMs: 3000, timeoutMs: 30_000 },
        collected,
        40_000,
      );
      const wallSeconds = (monotonicMs() - started) / 1000;
      const after = await sample();
      const machineAfter = machineCpu();
      const machineBusyPercent =
        machineBefore && machineAfter
          ? (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)
          : undefined;
      const use = (from: ProcessSample | undefined, to: ProcessSample | undefined): ProcessUse | undefined =>
        from && to
          ? { cpuMs: cpuMs(from, to), loopDelayP99: to.loopDelayP99, loopDelayMax: to.loopDelayMax }
          : undefined;
      const missingUse = { cpuMs: Number.NaN, loopDelayP99: Number.NaN, loopDelayMax: Number.NaN };
      const atServer = await server.request('stages', { run }, stagesSchema, 10_000);
      const atProjector = projectorHost
        ? await projectorHost.request('stages', { run }, stagesSchema, 10_000)
        : atServer;
      const onStore = path === 'store';
      return {
        path,
        projector,
        ratePerSecond,
        events,
        delivery,
        stages: {
          appendMs: onStore ? summarize(appendMs) : undefined,
          projected: onStore ? atProjector.projected : undefined,
          batchSizes: onStore ? atProjector.batchSizes : undefined,
          announced: onStore ? summarize(announced.get(run) ?? []) : undefined,
          emitted: atServer.emitted,
          emitMs: atServer.emitMs,
        },
        wallSeconds,
        machineBusyPercent,
        driver: use(before[3], after[3]) ?? missingUse,
        server: use(before[0], after[0]) ?? missingUse,
        projectorProcess: use(before[2], after[2]),
        loadGenerator: use(before[1], after[1]) ?? missingUse,
      };
    }

    // Warm-up (JIT, connections, projector): measured the same way, then dropped.
    await measure('io-emit', 50, 25);
    await measure('store', 50, 25, 'in server');
    const runs: FanoutRun[] = [];
    for (const { ratePerSecond, seconds } of LIVE_RUNS) {
      runs.push(await measure('io-emit', ratePerSecond, ratePerSecond * seconds));
      runs.push(await measure('store', ratePerSecond, ratePerSecond * seconds, 'in server'));
    }
    await server.request('stopProjector', {}, z.unknown(), 30_000);
    ownProjector = new BenchChild('projector', processFile);
    await ownProjector.request('startProjector', { databaseUrl }, z.unknown(), START_TIMEOUT_MS);
    await measure('store', 50, 25, 'own process');
    for (const { ratePerSecond, seconds } of LIVE_RUNS) {
      runs.push(await measure('store', ratePerSecond, ratePerSecond * seconds, 'own process'));
    }
    return { clients: connected.clients, connectSeconds: connected.seconds, runs };
  } finally {
    await clients.stop();
    await ownProjector?.stop();
    await server.stop();
    await listener.end().catch(() => undefined);
    await store.close();
  }
}
