/**
 * The reply badge bench's load generator, in its own process so its CPU is not the server's: one
 * socket.io-client socket per user (websocket transport, like the browser), signed in as that user and
 * joined to its own `messages:<uid>` room, as the navigation's bell is. Each client notes when a push
 * first shows it an unread reply (monotonicMs); `collect` turns that into delays from the moments the
 * driver sent the replies. Driven over IPC.
 */
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { serveRequests } from '../events/ipc';
import { monotonicMs, sleep } from '../events/stats';

const countsChange = z.object({
  room: z.string().startsWith('messages:'),
  payload: z.object({ unread: z.object({ reply: z.number() }) }),
});

const sockets: Socket[] = [];
/** Per uid: when its badge first showed an unread reply. */
const replySeenAt = new Map<string, number>();
let lastChangeAt = 0;
let disconnects = 0;

async function connect(url: string, user: { uid: string; token: string }): Promise<void> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token: user.token },
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
  sockets.push(socket);
  socket.on('change', (message: unknown) => {
    const at = monotonicMs();
    lastChangeAt = at;
    const change = countsChange.safeParse(message);
    if (change.success && change.data.payload.unread.reply > 0 && !replySeenAt.has(user.uid))
      replySeenAt.set(user.uid, at);
  });
  socket.on('disconnect', () => disconnects++);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  const ack = z
    .object({ ok: z.boolean() })
    .parse(await socket.emitWithAck('join', { room: `messages:${user.uid}` }));
  if (!ack.ok) throw new Error(`join messages:${user.uid} refused: ${JSON.stringify(ack)}`);
}

const startArgs = z.object({
  url: z.string(),
  users: z.array(z.object({ uid: z.string(), token: z.string() })),
  batch: z.number(),
});
const collectArgs = z.object({ sentAt: z.record(z.string(), z.number()), timeoutMs: z.number() });

serveRequests({
  /** Connects and joins `batch` clients at a time. */
  async start(args) {
    const { url, users, batch } = startArgs.parse(args);
    const started = monotonicMs();
    for (let first = 0; first < users.length; first += batch)
      await Promise.all(users.slice(first, first + batch).map((user) => connect(url, user)));
    return { clients: sockets.length, seconds: (monotonicMs() - started) / 1000 };
  },

  /** Resolves once no change has arrived for `quietMs` (the fan-out of earlier changes is over). */
  async quiet(args) {
    const { quietMs, timeoutMs } = z.object({ quietMs: z.number(), timeoutMs: z.number() }).parse(args);
    const deadline = monotonicMs() + timeoutMs;
    while (monotonicMs() < deadline && monotonicMs() - lastChangeAt < quietMs) await sleep(20);
    return {};
  },

  /** Waits until every quoted user's badge showed its reply (or the timeout): delays from each send. */
  async collect(args) {
    const { sentAt, timeoutMs } = collectArgs.parse(args);
    const deadline = monotonicMs() + timeoutMs;
    const uids = Object.keys(sentAt);
    while (uids.some((uid) => !replySeenAt.has(uid)) && monotonicMs() < deadline) await sleep(10);
    const delays: number[] = [];
    let missing = 0;
    for (const uid of uids) {
      const seen = replySeenAt.get(uid);
      if (seen === undefined) missing++;
      else delays.push(seen - (sentAt[uid] ?? seen));
    }
    return { delays, missing, disconnects };
  },

  stop() {
    for (const socket of sockets) socket.close();
    return {};
  },
});
