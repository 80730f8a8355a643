/**
 * The board's viewers, in their own process so their CPU is not the server's: N socket.io-client
 * sockets (websocket transport, like a browser) joined to the public board room `contest:<cid>:board`,
 * or N raw `ws` sockets for the baseline. Each records when the change for a contestant arrived.
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { z } from 'zod';
import { serveRequests } from '../events/ipc';
import { monotonicMs, range, sleep } from '../events/stats';

/** Per key (a contestant's uid, or a raw run's seq): every viewer's arrival time. */
const arrivals = new Map<string, number[]>();
const sockets: Socket[] = [];
const raw: WebSocket[] = [];
let disconnects = 0;
let lastArrival = 0;
const seens: Set<string>[] = [];
/** Raw messages carry their send time (the server's slot for them); socket.io changes do not. */
const sentAts = new Map<string, number>();

/** A viewer counts the first change per key only (a later one for the same contestant is not news). */
function arrived(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const now = monotonicMs();
  lastArrival = now;
  const list = arrivals.get(key) ?? [];
  arrivals.set(key, list);
  list.push(now);
}

const rowChange = z.object({
  payload: z.object({ kind: z.literal('row'), row: z.object({ uid: z.string() }) }),
});
const rawMessage = z.object({ run: z.string(), seq: z.number(), sentAt: z.number() });
const joinAck = z.object({ ok: z.literal(true) });

function connect(url: string, room: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 30_000 });
  const seen = new Set<string>();
  seens.push(seen);
  socket.on('change', (message: unknown) => {
    const change = rowChange.safeParse(message);
    if (change.success) arrived(change.data.payload.row.uid, seen);
  });
  socket.on('disconnect', () => disconnects++);
  return new Promise((resolve, reject) => {
    socket.once('connect', async () => {
      try {
        joinAck.parse(await socket.timeout(30_000).emitWithAck('join', { room }));
        resolve(socket);
      } catch (error) {
        reject(error);
      }
    });
    socket.once('connect_error', reject);
  });
}

function connectRaw(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  const seen = new Set<string>();
  seens.push(seen);
  socket.on('message', (data) => {
    const message = rawMessage.safeParse(JSON.parse(String(data)));
    if (!message.success) return;
    const key = `${message.data.run}:${message.data.seq}`;
    sentAts.set(key, message.data.sentAt);
    arrived(key, seen);
  });
  socket.on('close', () => disconnects++);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function inBatches<T>(count: number, batch: number, open: () => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let first = 0; first < count; first += batch) {
    opened.push(...(await Promise.all(range(Math.min(batch, count - first)).map(open))));
  }
  return opened;
}

const connectArgs = z.object({ url: z.string(), room: z.string(), viewers: z.number() });
const collectArgs = z.object({ keys: z.array(z.string()), viewers: z.number(), timeoutMs: z.number() });

serveRequests({
  /** Opens the viewers 100 at a time, so the server is not hit by thousands of handshakes at once. */
  async connect(args) {
    const { url, room, viewers } = connectArgs.parse(args);
    const started = monotonicMs();
    sockets.push(...(await inBatches(viewers, 100, () => connect(url, room))));
    return { seconds: (monotonicMs() - started) / 1000 };
  },

  async connectRaw(args) {
    const { url, viewers } = connectArgs.parse(args);
    const started = monotonicMs();
    raw.push(...(await inBatches(viewers, 200, () => connectRaw(url))));
    return { seconds: (monotonicMs() - started) / 1000 };
  },

  /**
   * Waits until every viewer has every key (or nothing arrived for 3 s), then hands back, per key,
   * the arrival times (the driver knows when each change was sent) and how many viewers missed it.
   */
  async collect(args) {
    const { keys, viewers, timeoutMs } = collectArgs.parse(args);
    const started = monotonicMs();
    const deadline = started + timeoutMs;
    const complete = () => keys.every((k) => (arrivals.get(k)?.length ?? 0) >= viewers);
    // Quiet for 3 s since the later of the last arrival and this call: the last arrival may be the
    // previous repetition's, and a collect must not give up before it has waited at all.
    const quiet = () => monotonicMs() - Math.max(lastArrival, started) >= 3000;
    while (!complete() && monotonicMs() < deadline && !quiet()) await sleep(20);
    const result = keys.map((key) => {
      const times = arrivals.get(key) ?? [];
      arrivals.delete(key);
      const sentAt = sentAts.get(key) ?? null;
      sentAts.delete(key);
      return { key, times, sentAt, missing: Math.max(0, viewers - times.length) };
    });
    return { result, disconnects };
  },

  forget() {
    arrivals.clear();
    for (const seen of seens) seen.clear();
    return {};
  },

  stop() {
    for (const socket of sockets) socket.close();
    for (const socket of raw) socket.close();
    return {};
  },
});
