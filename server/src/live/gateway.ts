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
import { broadcastToRoom } from './roomBroadcast';
import { authorizeJoin, type JoinRefusal, type RoomGuard } from './roomPolicy';
import { SessionIndex, type SocketSession, socketState } from './sessions';

export interface LiveGatewayOptions {
  httpServer: HttpServer;
  db: Kysely<ProjectorTables>;
  connectionString: string;
  guards: readonly RoomGuard[];
  /**
   * Turns a token into who it speaks for, checked against the users read model now; null for visitors
   * and for tokens that are bad, expired, revoked by a logout or password change, or of a banned user.
   */
  authenticate(token: string | undefined): Promise<SocketSession | null>;
  log: Logger;
  metrics?: ServerMetrics;
}

export interface LiveGateway {
  io: Server;
  /** Sockets connected to this node now (the back office's dashboard). */
  socketCount(): number;
  close(): Promise<void>;
}

const joinRequest = z.object({ room: z.string(), since: z.number().int().nonnegative().optional() });
const leaveRequest = z.object({ room: z.string() });
const authenticateRequest = z.object({ token: z.string().max(4096).optional() });
/** Topics the users projection publishes when a user's sessions or rights change (never joinable). */
const SESSION_TOPIC = /^session:(.+)$/;
const MAX_ROOMS_PER_SOCKET = 64;
const CATCH_UP_PAGE = 1000;
/** setTimeout's ceiling (about 24.8 days); a later expiry is re-armed by the re-check it triggers. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a client receives for every projection change of a room it joined. */
export type ChangeMessage = { room: string; topic: string; position: number; payload: unknown };
export type JoinAck =
  | { ok: true; position: number; resync: boolean }
  | { ok: false; error: { status: number; msg: string } };
/** Sent when the server takes a socket out of a room it may no longer follow (logout, ban, role change). */
export type RoomRevoked = { room: string; error: JoinRefusal };
export type AuthenticateAck = { ok: true; signedIn: boolean } | { ok: false; error: JoinRefusal };

/**
 * Socket.IO on the API's HTTP server. Clients `join` rooms (authorised by the room guards), optionally
 * with the last position they saw; the gateway replays what they missed, then relays live changes.
 * Every node relays the changes it hears from PostgreSQL to its own sockets (`io.local`); the
 * PostgreSQL adapter carries everything else (e.g. disconnecting a user's sockets on every node).
 *
 * A socket's rights are never taken from its handshake alone: every join re-checks its token, and when
 * the users projection announces that a user's sessions or rights changed (`session:<uid>`), every node
 * re-checks that user's sockets and takes them out of the rooms they may no longer follow, before it
 * delivers any later change. A token's expiry does the same.
 */
export async function attachLiveGateway(options: LiveGatewayOptions): Promise<LiveGateway> {
  const { db, log, metrics } = options;
  const adapterPool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  adapterPool.on('error', (error) => log.warn({ err: error }, 'socket.io adapter lost a connection'));
  const io = new Server(options.httpServer, { serveClient: false, adapter: createAdapter(adapterPool) });
  const sessions = new SessionIndex();
  const deliver = async (change: LiveChangeMessage) => {
    const sessionOf = SESSION_TOPIC.exec(change.topic)?.[1];
    if (sessionOf !== undefined) {
      await Promise.all(sessions.socketsOf(sessionOf).map((socket) => recheck(socket)));
      return;
    }
    const message: ChangeMessage = { room: change.topic, ...change };
    broadcastToRoom(io, change.topic, 'change', message);
    metrics?.liveChangesRelayed.inc();
  };
  const relay = new LiveRelay(options.connectionString, db, deliver, log.child({ part: 'live-relay' }));
  await relay.start();

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socketState(socket).token = typeof token === 'string' ? token : undefined;
    await refreshPrincipal(socket);
    next();
  });
  io.on('connection', (socket) => {
    metrics?.liveSockets.inc();
    socket.on('disconnect', () => {
      metrics?.liveSockets.dec();
      const state = socketState(socket);
      clearTimeout(state.expiryTimer);
      if (state.principal) sessions.untrack(socket, state.principal.uid);
    });
    socket.on('authenticate', (request: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (a: AuthenticateAck) => ack(a) : () => undefined;
      const parsed = authenticateRequest.safeParse(request);
      if (!parsed.success) {
        reply({ ok: false, error: { status: 400, msg: 'authenticate needs { token? }' } });
        return;
      }
      socketState(socket).token = parsed.data.token;
      relay
        .serial(() => recheck(socket))
        .then(
          () => reply({ ok: true, signedIn: socketState(socket).principal !== null }),
          (error: unknown) => {
            log.error({ err: error }, 'authenticate failed');
            reply({ ok: false, error: { status: 400, msg: 'Could not check the token' } });
          },
        );
    });
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
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return {
        ok: false,
        error: { status: 400, msg: `At most ${MAX_ROOMS_PER_SOCKET} rooms per connection` },
      };
    }
    const state = socketState(socket);
    await refreshPrincipal(socket);
    const checked = state.generation;
    const refusal = await authorizeJoin(options.guards, state.principal, room);
    if (refusal) return { ok: false, error: refusal };
    return relay.serial(async () => {
      // The user's sessions changed while this join was being authorised: decide again, in order.
      if (state.generation !== checked) {
        const again = await authorizeJoin(options.guards, state.principal, room);
        if (again) return { ok: false, error: again };
      }
      const caughtUp = since === undefined ? undefined : await replay(socket, room, since);
      await socket.join(room);
      const position = caughtUp?.position ?? (await topicHead(room));
      return { ok: true, position, resync: caughtUp?.resync ?? false };
    });
  }

  /** Re-reads who the socket's token speaks for now, and keeps the per-user index and expiry timer true. */
  async function refreshPrincipal(socket: Socket): Promise<void> {
    const state = socketState(socket);
    const session = await options.authenticate(state.token);
    const previous = state.principal;
    state.principal = session?.principal ?? null;
    state.generation += 1;
    sessions.track(socket, previous, state.principal);
    clearTimeout(state.expiryTimer);
    if (session) {
      const delay = Math.min(Math.max(session.expiresAtMs - Date.now(), 0), MAX_TIMER_MS);
      state.expiryTimer = setTimeout(() => void relay.serial(() => recheck(socket)), delay).unref();
    }
  }

  /** Re-checks the socket's token, then leaves every room its principal may no longer follow. */
  async function recheck(socket: Socket): Promise<void> {
    if (socket.disconnected) return;
    await refreshPrincipal(socket);
    const { principal } = socketState(socket);
    for (const room of socket.rooms) {
      if (room === socket.id) continue;
      const refusal = await authorizeJoin(options.guards, principal, room);
      if (!refusal) continue;
      await socket.leave(room);
      socket.emit('revoked', { room, error: refusal } satisfies RoomRevoked);
    }
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
    socketCount: () => io.of('/').sockets.size,
    async close() {
      await relay.stop();
      await io.close();
      await adapterPool.end().catch(() => undefined);
    },
  };
}
