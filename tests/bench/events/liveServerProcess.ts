/**
 * The server side of the fan-out bench, in its own process: the real API server (Koa + Socket.IO
 * gateway, startServer) and/or a projector whose bench projection publishes one change per
 * BenchPinged event to the room `bench`. The server can also broadcast the same messages itself,
 * without any database: that is the baseline. Driven by liveFanout.ts over IPC.
 */
import { createEventStore, type EventStore } from '@oj/events';
import { defineProjection, type Projector, startProjector } from '@oj/projections';
import { type RunningServer, roomPolicy, startServer } from '@oj/server';
import pino from 'pino';
import { z } from 'zod';
import { BENCH_ROOM, type BenchEvent, BenchPinged, benchCatalogue } from './benchCatalogue';
import { serveRequests } from './ipc';
import { monotonicMs, paced, summarize } from './stats';

/**
 * Per run, from sentAt: when the projector applied each event (and its batch sizes), when this process
 * started broadcasting each change to the room, and how long that broadcast took (it is synchronous).
 */
const stages = new Map<
  string,
  { projected: number[]; batchSizes: number[]; emitted: number[]; emitMs: number[] }
>();
const stagesOf = (run: string) => {
  const found = stages.get(run) ?? { projected: [], batchSizes: [], emitted: [], emitMs: [] };
  stages.set(run, found);
  return found;
};

const benchFeed = defineProjection({
  name: 'bench-fanout',
  handles: ['BenchPinged'],
  tables: [],
  async apply(event, { publish }) {
    const data = BenchPinged.schema.parse(event.data);
    stagesOf(data.run).projected.push(monotonicMs() - data.sentAt);
    publish(BENCH_ROOM, data);
  },
  async afterBatch(events) {
    const first = BenchPinged.schema.safeParse(events[0]?.data);
    if (first.success) stagesOf(first.data.run).batchSizes.push(events.length);
  },
});
const changePacket = z.object({
  data: z.tuple([z.literal('change'), z.object({ payload: BenchPinged.schema })]),
});

/** Times every broadcast of the namespace, the relay's and the baseline's alike. */
function timeBroadcasts(live: RunningServer['live']): void {
  const adapter = live.io.of('/').adapter;
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet: unknown, opts) => {
    const started = monotonicMs();
    broadcast(packet, opts);
    const change = changePacket.safeParse(packet);
    if (!change.success) return;
    const { run, sentAt } = change.data.data[1].payload;
    const found = stagesOf(run);
    found.emitted.push(started - sentAt);
    found.emitMs.push(monotonicMs() - started);
  };
}

const benchRoom = roomPolicy({
  family: 'bench:<name>',
  match: (room) => (room === BENCH_ROOM ? {} : undefined),
  authorize: () => 'ok',
});

let server: RunningServer | undefined;
let store: EventStore<BenchEvent> | undefined;
let projector: Projector | undefined;

const databaseArgs = z.object({ databaseUrl: z.string() });
const broadcastArgs = z.object({ run: z.string(), count: z.number(), ratePerSecond: z.number() });

serveRequests({
  async startServer(args) {
    const { databaseUrl } = databaseArgs.parse(args);
    server = await startServer({
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      log: pino({ level: 'silent' }),
      extraRoomGuards: [benchRoom],
    });
    timeBroadcasts(server.live);
    return { url: server.url };
  },

  async startProjector(args) {
    const { databaseUrl } = databaseArgs.parse(args);
    store = createEventStore({ connectionString: databaseUrl, catalogue: benchCatalogue, poolSize: 4 });
    projector = startProjector([benchFeed], {
      store,
      connectionString: databaseUrl,
      batchSize: 500,
      onError: (name, error) => console.error(`projection ${name}:`, error),
    });
    await projector.caughtUp;
    return {};
  },

  async stopProjector() {
    await projector?.stop();
    await store?.close();
    projector = undefined;
    store = undefined;
    return {};
  },

  /**
   * The baseline: the same change messages, emitted straight from this process, no database. sentAt is
   * the message's slot, not the moment the timer fired: when this event loop is busy the timer fires
   * late, and that wait must count, as it does for a change the relay hears while the loop is busy.
   */
  async broadcast(args) {
    const { run, count, ratePerSecond } = broadcastArgs.parse(args);
    const io = server?.live.io;
    if (!io) throw new Error('server not started');
    await paced(count, ratePerSecond, (seq, dueAt) => {
      const payload = { run, seq, sentAt: dueAt };
      io.local
        .to(BENCH_ROOM)
        .emit('change', { room: BENCH_ROOM, topic: BENCH_ROOM, position: seq, payload, id: seq });
    });
    return {};
  },

  stages(args) {
    const { run } = z.object({ run: z.string() }).parse(args);
    const found = stagesOf(run);
    stages.delete(run);
    return {
      projected: summarize(found.projected),
      batchSizes: summarize(found.batchSizes),
      emitted: summarize(found.emitted),
      emitMs: summarize(found.emitMs),
    };
  },

  async stop() {
    await projector?.stop();
    await server?.close();
    await store?.close();
    return {};
  },
});
