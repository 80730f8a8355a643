/**
 * The clients of the fan-out bench, in their own process so their CPU does not count as the server's:
 * N socket.io-client sockets (websocket transport, like a browser), all joined to the room `bench`.
 * For every change received it records monotonicMs() - payload.sentAt, per run. Driven over IPC.
 */
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { BENCH_ROOM } from './benchCatalogue';
import { serveRequests } from './ipc';
import { monotonicMs, range, sleep, summarize } from './stats';

interface RunRecord {
  latencies: number[];
  sentAts: number[];
  /** Per client: changes received, and the highest seq seen (to spot duplicates and reordering). */
  received: Int32Array;
  lastSeq: Int32Array;
  outOfOrder: number;
  lastArrival: number;
}

const sockets: Socket[] = [];
const runs = new Map<string, RunRecord>();
let disconnects = 0;

function runRecord(run: string): RunRecord {
  let record = runs.get(run);
  if (!record) {
    record = {
      latencies: [],
      sentAts: [],
      received: new Int32Array(sockets.length),
      lastSeq: new Int32Array(sockets.length).fill(-1),
      outOfOrder: 0,
      lastArrival: 0,
    };
    runs.set(run, record);
  }
  return record;
}

function onChange(client: number, message: unknown): void {
  const now = monotonicMs();
  if (typeof message !== 'object' || message === null || !('payload' in message)) return;
  const { payload } = message;
  if (typeof payload !== 'object' || payload === null) return;
  if (!('run' in payload && 'seq' in payload && 'sentAt' in payload)) return;
  const { run, seq, sentAt } = payload;
  if (typeof run !== 'string' || typeof seq !== 'number' || typeof sentAt !== 'number') return;
  const record = runRecord(run);
  record.latencies.push(now - sentAt);
  record.sentAts.push(sentAt);
  record.received[client] = (record.received[client] ?? 0) + 1;
  if (seq <= (record.lastSeq[client] ?? -1)) record.outOfOrder++;
  else record.lastSeq[client] = seq;
  record.lastArrival = now;
}

function connect(url: string, client: number): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20_000 });
  socket.on('change', (message: unknown) => onChange(client, message));
  socket.on('disconnect', () => disconnects++);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Median latency of the changes sent in each second of the run: a rising trend means it cannot keep up. */
function mediansBySecond(record: RunRecord): number[] {
  let first = Number.POSITIVE_INFINITY;
  for (const sentAt of record.sentAts) first = Math.min(first, sentAt);
  const buckets: number[][] = [];
  record.sentAts.forEach((sentAt, i) => {
    const second = Math.floor((sentAt - first) / 1000);
    const bucket = buckets[second] ?? [];
    buckets[second] = bucket;
    bucket.push(record.latencies[i] ?? Number.NaN);
  });
  return Array.from(buckets, (bucket) => summarize(bucket ?? []).median);
}

const connectArgs = z.object({ url: z.string(), clients: z.number(), batch: z.number() });
const collectArgs = z.object({
  run: z.string(),
  expectedPerClient: z.number(),
  idleMs: z.number(),
  timeoutMs: z.number(),
});
const joinAck = z.object({ ok: z.literal(true), position: z.number() });

serveRequests({
  /** Connects and joins the clients `batch` at a time, so the server is not hit by 1,000 handshakes at once. */
  async connect(args) {
    const { url, clients, batch } = connectArgs.parse(args);
    const started = monotonicMs();
    for (let first = 0; first < clients; first += batch) {
      const ids = range(Math.min(batch, clients - first)).map((i) => first + i);
      const connected = await Promise.all(ids.map((id) => connect(url, id)));
      sockets.push(...connected);
      await Promise.all(
        connected.map(async (socket) =>
          joinAck.parse(await socket.emitWithAck('join', { room: BENCH_ROOM })),
        ),
      );
    }
    return { clients: sockets.length, seconds: (monotonicMs() - started) / 1000 };
  },

  /** Waits until every client got `expectedPerClient` changes of `run` (or nothing arrives for idleMs). */
  async collect(args) {
    const { run, expectedPerClient, idleMs, timeoutMs } = collectArgs.parse(args);
    const record = runRecord(run);
    const started = monotonicMs();
    const deadline = started + timeoutMs;
    const expected = expectedPerClient * sockets.length;
    for (;;) {
      const now = monotonicMs();
      if (record.latencies.length >= expected || now > deadline) break;
      if (record.lastArrival > 0 && now - record.lastArrival > idleMs) break;
      if (record.lastArrival === 0 && now - started > idleMs * 3) break;
      await sleep(20);
    }
    let missing = 0;
    for (const got of record.received) missing += Math.max(0, expectedPerClient - got);
    runs.delete(run);
    return {
      expected,
      deliveries: record.latencies.length,
      missing,
      outOfOrder: record.outOfOrder,
      disconnects,
      latency: summarize(record.latencies),
      medianBySecond: mediansBySecond(record),
    };
  },

  stop() {
    for (const socket of sockets) socket.close();
    return {};
  },
});
