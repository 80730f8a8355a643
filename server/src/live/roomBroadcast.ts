import type { Server } from 'socket.io';
import { Encoder, PacketType } from 'socket.io-parser';
import WebSocket from 'ws';

/** How each socket of a room got a broadcast: its frame written as is, or handed to engine.io's queue. */
export interface RoomDelivery {
  written: number;
  queued: number;
}

interface FrameOptions {
  fin: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
  rsv1: boolean;
}
/** ws's own frame builder (a public export @types/ws leaves out; Socket.IO's adapter frames its broadcasts with it). */
const { Sender } = WebSocket as unknown as {
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] };
};
const TEXT_FRAME: FrameOptions = { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false };

/** What engine.io's connection and its websocket transport hold at run time (engine.io's own send uses the same). */
interface EngineConnection {
  readyState: string;
  writeBuffer: unknown[];
  transport: {
    name: string;
    socket?: { readyState: number; _sender?: { sendFrame?: (frame: Buffer[]) => void } };
  };
  write(packet: string, options: { wsPreEncodedFrame: Buffer[] }): void;
}

const encoder = new Encoder();

/**
 * Sends `event` to every socket of `room` on this node, as `io.local.to(room).emit(event, data)` does, but with
 * no per-socket work a broadcast does not need. Socket.IO already encodes a room broadcast once; each socket
 * then still went through engine.io's packet queue (a packet object, its flush and drain events, a write
 * callback that re-arms the transport) and two writes (header and payload, corked). Here the packet and its
 * websocket frame (one buffer) are made once, and a websocket socket with nothing queued gets the frame in one
 * write: what a raw `ws` broadcast costs. A socket that has packets waiting in engine.io (which must go first)
 * or another transport (long polling) gets the same pre-encoded packet through engine.io, in order.
 */
export function broadcastToRoom(io: Server, room: string, event: string, data: unknown): RoomDelivery {
  const delivery: RoomDelivery = { written: 0, queued: 0 };
  const namespace = io.of('/');
  const members = namespace.adapter.rooms.get(room);
  if (!members || members.size === 0) return delivery;
  const encoded: unknown[] = encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, data] });
  const [packet] = encoded;
  // Binary attachments (several packets) and per-message deflate (compressed frames) keep Socket.IO's path.
  if (encoded.length !== 1 || typeof packet !== 'string' || io.engine.opts.perMessageDeflate) {
    io.local.to(room).emit(event, data);
    delivery.queued = members.size;
    return delivery;
  }
  // "4" is engine.io's message packet type.
  const frame = Buffer.concat(Sender.frame(Buffer.from(`4${packet}`), TEXT_FRAME));
  for (const id of members) {
    const connection = namespace.sockets.get(id)?.conn as unknown as EngineConnection | undefined;
    if (!connection) continue;
    if (writeFrame(connection, frame)) delivery.written += 1;
    else {
      connection.write(packet, { wsPreEncodedFrame: [frame] });
      delivery.queued += 1;
    }
  }
  return delivery;
}

/** Writes the frame straight to the websocket when nothing of engine.io's is waiting to go before it. */
function writeFrame(connection: EngineConnection, frame: Buffer): boolean {
  const { transport } = connection;
  const socket = transport.name === 'websocket' ? transport.socket : undefined;
  const sender = socket?._sender;
  if (
    connection.readyState !== 'open' ||
    connection.writeBuffer.length > 0 ||
    socket?.readyState !== WebSocket.OPEN ||
    typeof sender?.sendFrame !== 'function'
  ) {
    return false;
  }
  sender.sendFrame([frame]);
  return true;
}
