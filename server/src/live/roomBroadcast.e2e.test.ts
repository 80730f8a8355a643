import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { until } from '@oj/tests/support/wait';
import { Server, type Socket } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastToRoom } from './roomBroadcast';

const httpServer = createServer();
const io = new Server(httpServer, { serveClient: false });
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await io.close();
});

/** A client that has joined `room`, recording every event it receives in order. */
async function viewer(room: string, transport: 'websocket' | 'polling') {
  const socket = connect(url, { transports: [transport], forceNew: true, reconnection: false });
  clients.push(socket);
  const received: { event: string; data: unknown }[] = [];
  socket.onAny((event: string, data: unknown) => received.push({ event, data }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', room);
  return { socket, received, server: serverSocketOf(socket) };
}

function serverSocketOf(client: ClientSocket): Socket {
  const socket = io.of('/').sockets.get(client.id ?? '');
  if (!socket) throw new Error('no server socket');
  return socket;
}

describe('broadcastToRoom', () => {
  it('reaches every socket of the room once, websocket and long polling alike, a 300 kB change intact', async () => {
    const [first, second, polling, outsider] = await Promise.all([
      viewer('board-1', 'websocket'),
      viewer('board-1', 'websocket'),
      viewer('board-1', 'polling'),
      viewer('board-2', 'websocket'),
    ]);
    // Three bytes a character in UTF-8: past the 64 KiB frames whose length takes eight bytes.
    const change = { position: 1, text: '漢'.repeat(100_000) };
    expect(broadcastToRoom(io, 'board-1', 'change', change)).toEqual({ written: 2, queued: 1 });
    await until(() => [first, second, polling].every((v) => v.received.length === 1));
    for (const v of [first, second, polling]) expect(v.received).toEqual([{ event: 'change', data: change }]);
    // The outsider's own room next: it would have had a board-1 change before this one.
    broadcastToRoom(io, 'board-2', 'change', { position: 2 });
    await until(() => outsider.received.length > 0);
    expect(outsider.received).toEqual([{ event: 'change', data: { position: 2 } }]);
  });

  it('writes a websocket its frame with no engine.io packet of its own, and queues one for long polling', async () => {
    const [websocket, polling] = await Promise.all([
      viewer('board-3', 'websocket'),
      viewer('board-3', 'polling'),
    ]);
    const packets = new Map<string, number>();
    for (const v of [websocket, polling]) {
      v.server.conn.on('packetCreate', (packet: { type: string }) => {
        if (packet.type === 'message') packets.set(v.server.id, (packets.get(v.server.id) ?? 0) + 1);
      });
    }
    broadcastToRoom(io, 'board-3', 'change', { position: 3 });
    await until(() => websocket.received.length === 1 && polling.received.length === 1);
    expect(packets.get(websocket.server.id)).toBeUndefined();
    expect(packets.get(polling.server.id)).toBe(1);
  });

  it('sends a change after the packets engine.io still holds for the socket', async () => {
    const v = await viewer('board-4', 'websocket');
    // The first is written at once; the second waits in engine.io's buffer for the first's write callback.
    v.server.emit('first');
    v.server.emit('second');
    expect(broadcastToRoom(io, 'board-4', 'change', { position: 4 })).toEqual({ written: 0, queued: 1 });
    await until(() => v.received.length === 3);
    expect(v.received.map((r) => r.event)).toEqual(['first', 'second', 'change']);
  });
});
