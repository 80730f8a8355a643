/**
 * The verdict bench's load generator, in its own process so its CPU is not the server's. One of two
 * kinds of clients, each client signed in as its own user:
 * - live: a socket.io-client socket (websocket transport, like the browser) joined to `status` and to
 *   its own `user:<uid>` room;
 * - polling (the reference's way): `POST /api/check-submissions-status {submitIds}` with the pending
 *   ids, again 2 s after each reply while any is pending, first tick at a random phase.
 * Each client notes when it first sees a watched submission's final status (monotonicMs); `collect`
 * turns that into delays from the verdict commits the driver measured. Driven over IPC.
 */
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { serveRequests } from '../events/ipc';
import { monotonicMs, sleep, summarize } from '../events/stats';

/** Pending, compiling, judging: anything else is a final status. */
const UNFINISHED = new Set([5, 6, 7]);
const summaryShape = z.object({ submitId: z.number(), status: z.number() });
const statusChange = z.object({ room: z.literal('status'), payload: z.object({ submission: summaryShape }) });
const userChange = z.object({
  room: z.string().startsWith('user:'),
  payload: z.object({ kind: z.literal('submission'), submission: summaryShape }),
});
const pollReply = z.object({ status: z.literal(200), data: z.record(z.string(), summaryShape) });

interface Client {
  uid: string;
  token: string;
  socket?: Socket;
  /** Polling only: the watched submissions it has not seen final yet. */
  pending: Set<number>;
}

/** A watched submission: its author's client, and when each client first saw it final (NaN: not yet). */
interface Watched {
  owner: number;
  seenByAll: Float64Array;
  /** Live only: the arrival on the author's `user:<uid>` room. */
  seenByOwnerRoom: number;
}

const clients: Client[] = [];
const watched = new Map<number, Watched>();
let mode: 'live' | 'polling' | undefined;
let lastChangeAt = 0;
let disconnects = 0;
let polling = false;
const pollStats = { requests: 0, failures: 0, replyMs: [] as number[], gapMs: [] as number[] };

function seen(client: number, submitId: number, status: number, ownRoom: boolean, at: number): void {
  const w = watched.get(submitId);
  if (!w || UNFINISHED.has(status)) return;
  if (ownRoom) {
    if (client === w.owner && Number.isNaN(w.seenByOwnerRoom)) w.seenByOwnerRoom = at;
  } else if (Number.isNaN(w.seenByAll[client] ?? 0)) {
    w.seenByAll[client] = at;
  }
}

function onChange(client: number, message: unknown): void {
  const at = monotonicMs();
  lastChangeAt = at;
  const status = statusChange.safeParse(message);
  if (status.success) {
    const { submitId, status: code } = status.data.payload.submission;
    seen(client, submitId, code, false, at);
    return;
  }
  const own = userChange.safeParse(message);
  if (own.success) {
    const { submitId, status: code } = own.data.payload.submission;
    seen(client, submitId, code, true, at);
  }
}

async function connect(url: string, index: number, client: Client): Promise<void> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token: client.token },
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
  client.socket = socket;
  socket.on('change', (message: unknown) => onChange(index, message));
  socket.on('disconnect', () => disconnects++);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  for (const room of ['status', `user:${client.uid}`]) {
    const ack = z.object({ ok: z.boolean() }).parse(await socket.emitWithAck('join', { room }));
    if (!ack.ok) throw new Error(`join ${room} refused: ${JSON.stringify(ack)}`);
  }
}

async function pollLoop(url: string, index: number, client: Client, intervalMs: number): Promise<void> {
  await sleep(Math.random() * intervalMs);
  let lastStart = Number.NaN;
  while (polling) {
    if (client.pending.size > 0) {
      const started = monotonicMs();
      if (!Number.isNaN(lastStart)) pollStats.gapMs.push(started - lastStart);
      lastStart = started;
      pollStats.requests++;
      try {
        const response = await fetch(`${url}/api/check-submissions-status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: client.token },
          body: JSON.stringify({ submitIds: [...client.pending] }),
        });
        const reply = pollReply.parse(await response.json());
        const at = monotonicMs();
        pollStats.replyMs.push(at - started);
        for (const summary of Object.values(reply.data)) {
          if (UNFINISHED.has(summary.status)) continue;
          seen(index, summary.submitId, summary.status, false, at);
          client.pending.delete(summary.submitId);
        }
      } catch {
        pollStats.failures++;
      }
    } else {
      lastStart = Number.NaN; // idle: the page stops its timer until something is pending again
    }
    // The next check 2 s after this reply, as a setTimeout in the reply handler does.
    await sleep(intervalMs);
  }
}

const startArgs = z.object({
  /** The API nodes: client i talks to urls[i mod urls.length]. */
  urls: z.array(z.string()).min(1),
  mode: z.enum(['live', 'polling']),
  users: z.array(z.object({ uid: z.string(), token: z.string() })),
  batch: z.number(),
  intervalMs: z.number(),
});
const watchArgs = z.object({ submissions: z.array(z.object({ submitId: z.number(), owner: z.number() })) });
const collectArgs = z.object({ commits: z.record(z.string(), z.number()), timeoutMs: z.number() });

serveRequests({
  /** Live: connects and joins `batch` clients at a time. Polling: starts every poller's loop. */
  async start(args) {
    const { urls, users, batch, intervalMs, ...rest } = startArgs.parse(args);
    const urlOf = (i: number) => urls[i % urls.length] ?? '';
    mode = rest.mode;
    const started = monotonicMs();
    for (const user of users) clients.push({ ...user, pending: new Set() });
    if (mode === 'live') {
      for (let first = 0; first < clients.length; first += batch) {
        const group = clients.slice(first, first + batch);
        await Promise.all(group.map((client, i) => connect(urlOf(first + i), first + i, client)));
      }
    } else {
      polling = true;
      clients.forEach((client, i) => void pollLoop(urlOf(i), i, client, intervalMs));
    }
    return { clients: clients.length, seconds: (monotonicMs() - started) / 1000 };
  },

  /** These submissions are about to be judged: note when each client sees them final. */
  watch(args) {
    const { submissions } = watchArgs.parse(args);
    for (const { submitId, owner } of submissions) {
      const seenByAll = new Float64Array(clients.length).fill(Number.NaN);
      watched.set(submitId, { owner, seenByAll, seenByOwnerRoom: Number.NaN });
      if (mode === 'polling') for (const client of clients) client.pending.add(submitId);
    }
    return {};
  },

  /** Resolves once no change has arrived for `quietMs` (the fan-out of earlier changes is over). */
  async quiet(args) {
    const { quietMs, timeoutMs } = z.object({ quietMs: z.number(), timeoutMs: z.number() }).parse(args);
    const deadline = monotonicMs() + timeoutMs;
    while (monotonicMs() < deadline && monotonicMs() - lastChangeAt < quietMs) await sleep(20);
    return {};
  },

  /**
   * Waits until every client saw every watched submission final (or the timeout), then returns the
   * delays from each verdict's commit: all clients (the `status` list) and the authors (own room;
   * for pollers the author's own poll).
   */
  async collect(args) {
    const { commits, timeoutMs } = collectArgs.parse(args);
    const deadline = monotonicMs() + timeoutMs;
    const complete = () =>
      [...watched.values()].every(
        (w) =>
          w.seenByAll.every((t) => !Number.isNaN(t)) && (mode !== 'live' || !Number.isNaN(w.seenByOwnerRoom)),
      );
    while (!complete() && monotonicMs() < deadline) await sleep(20);
    const all: number[] = [];
    const own: number[] = [];
    let missingAll = 0;
    let missingOwn = 0;
    for (const [submitId, w] of watched) {
      const commitAt = commits[String(submitId)];
      if (commitAt === undefined) throw new Error(`no commit time for submission ${submitId}`);
      for (const at of w.seenByAll) {
        if (Number.isNaN(at)) missingAll++;
        else all.push(at - commitAt);
      }
      const ownAt = mode === 'live' ? w.seenByOwnerRoom : (w.seenByAll[w.owner] ?? Number.NaN);
      if (Number.isNaN(ownAt)) missingOwn++;
      else own.push(ownAt - commitAt);
    }
    watched.clear();
    for (const client of clients) client.pending.clear();
    return { all, own, missingAll, missingOwn, disconnects };
  },

  /** Polling: requests made, failed, reply times and the gap between a poller's requests, since last asked. */
  pollStats() {
    const result = {
      requests: pollStats.requests,
      failures: pollStats.failures,
      replyMs: summarize(pollStats.replyMs),
      gapMs: summarize(pollStats.gapMs),
    };
    pollStats.requests = 0;
    pollStats.failures = 0;
    pollStats.replyMs = [];
    pollStats.gapMs = [];
    return result;
  },

  stop() {
    polling = false;
    for (const client of clients) client.socket?.close();
    return {};
  },
});
