import type { Server as HttpServer } from 'node:http';
import { liveChangesSince, liveHorizon, type ProjectorTables } from '@oj/projections';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { ServerMetrics } from '../system/metrics';
import { type LiveChangeMessage, LiveRelay } from './relay';
import { authorizeJoin, type Principal, type RoomGuard } from './roomPolicy';

export interface LiveGatewayOptions {
  httpServer: HttpServer;
  db: Kysely<ProjectorTables>;
  connectionString: string;
  guards: readonly RoomGuard[];
  /** Turns the handshake token into a principal; null for visitors and bad tokens. */
  authenticate(token: string | undefined): Promise<Principal>;
  log: Logger;
  metrics?: ServerMetrics;
}

export interface LiveGateway {
  io: Server;
  close(): Promise<void>;
}

const joinRequest = z.object({ room: z.string(), since: z.number().int().nonnegative().optional() });
const leaveRequest = z.object({ room: z.string() });
const MAX_ROOMS_PER_SOCKET = 64;
const CATCH_UP_PAGE = 1000;

/** What a client receives for every projection change of a room it joined. */
export type ChangeMessage = { room: string; topic: string; position: number; payload: unknown };
export type JoinAck =
  | { ok: true; position: number; resync: boolean }
  | { ok: false; error: { status: number; msg: string } };

/**
 * Socket.IO on the API's HTTP server. Clients `join` rooms (authorised by the room guards), optionally
 * with the last position they saw; the gateway replays what they missed, then relays live changes.
 * Every node relays the changes it hears from PostgreSQL to its own sockets (`io.local`); the
 * PostgreSQL adapter carries everything else (e.g. disconnecting a user's sockets on every node).
 */
export async function attachLiveGateway(options: LiveGatewayOptions): Promise<LiveGateway> {
  const { db, log, metrics } = options;
  const adapterPool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  adapterPool.on('error', (error) => log.warn({ err: error }, 'socket.io adapter lost a connection'));
  const io = new Server(options.httpServer, { serveClient: false, adapter: createAdapter(adapterPool) });
  const deliver = (change: LiveChangeMessage) => {
    const message: ChangeMessage = { room: change.topic, ...change };
    io.local.to(change.topic).emit('change', message);
    metrics?.liveChangesRelayed.inc();
  };
  const relay = new LiveRelay(options.connectionString, db, deliver, log.child({ part: 'live-relay' }));
  await relay.start();

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data.principal = await options.authenticate(typeof token === 'string' ? token : undefined);
    next();
  });
  io.on('connection', (socket) => {
    metrics?.liveSockets.inc();
    socket.on('disconnect', () => metrics?.liveSockets.dec());
    socket.on('join', (request: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (a: JoinAck) => ack(a) : () => undefined;
      join(socket, request).then(reply, (error: unknown) => {
        log.error({ err: error }, 'join failed');
        reply({ ok: false, error: { status: 500, msg: 'Internal server error' } });
      });
    });
    socket.on('leave', (request: unknown) => {
      const parsed = leaveRequest.safeParse(request);
      if (parsed.success) void socket.leave(parsed.data.room);
    });
  });

  async function join(socket: Socket, request: unknown): Promise<JoinAck> {
    const parsed = joinRequest.safeParse(request);
    if (!parsed.success) return { ok: false, error: { status: 400, msg: 'join needs { room, since? }' } };
    const { room, since } = parsed.data;
    const refusal = await authorizeJoin(options.guards, socket.data.principal ?? null, room);
    if (refusal) return { ok: false, error: refusal };
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return {
        ok: false,
        error: { status: 400, msg: `At most ${MAX_ROOMS_PER_SOCKET} rooms per connection` },
      };
    }
    return relay.serial(async () => {
      const caughtUp = since === undefined ? undefined : await replay(socket, room, since);
      await socket.join(room);
      const position = caughtUp?.position ?? (await topicHead(room));
      return { ok: true, position, resync: caughtUp?.resync ?? false };
    });
  }

  /** Sends the room's changes after `since`; `resync` if some were pruned, so the client refetches. */
  async function replay(socket: Socket, room: string, since: number) {
    const resync = since < (await liveHorizon(db));
    let position = since;
    for (;;) {
      const rows = await liveChangesSince(db, room, position, CATCH_UP_PAGE);
      for (const row of rows) socket.emit('change', { room, ...row } satisfies ChangeMessage);
      position = rows.at(-1)?.position ?? position;
      if (rows.length < CATCH_UP_PAGE) return { position, resync };
    }
  }

  async function topicHead(room: string): Promise<number> {
    const row = await db
      .selectFrom('live_changes')
      .select((eb) => eb.fn.max('position').as('head'))
      .where('topic', '=', room)
      .executeTakeFirst();
    return Number(row?.head ?? 0);
  }

  return {
    io,
    async close() {
      await relay.stop();
      await io.close();
      await adapterPool.end().catch(() => undefined);
    },
  };
}
