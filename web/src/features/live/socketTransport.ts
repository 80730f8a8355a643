import { io, type Socket } from 'socket.io-client';
import { readToken } from '@/lib/token';
import type { JoinRequest } from './protocol';
import type { LiveTransport } from './transport';

interface ServerEvents {
  change: (message: unknown) => void;
  revoked: (message: unknown) => void;
}

interface ClientEvents {
  join: (request: JoinRequest, ack: (reply: unknown) => void) => void;
  leave: (request: { room: string }) => void;
  authenticate: (request: { token?: string }, ack: (reply: unknown) => void) => void;
}

// Socket.IO stops retrying when the server closes the connection itself or refuses the handshake;
// the judge should come back on its own once the server is back, so retry at this pace.
const manualRetryMs = 5000;

/** Connects to the gateway at this origin (the dev server proxies /socket.io). */
export function createSocketTransport(): LiveTransport {
  const socket: Socket<ServerEvents, ClientEvents> = io({
    // A function, not an object: every (re)connection sends the token stored at that moment.
    auth: (send) => {
      const token = readToken();
      send(token ? { token } : {});
    },
  });

  const retryIfGivenUp = () => {
    if (!socket.active) setTimeout(() => socket.connect(), manualRetryMs);
  };
  socket.on('disconnect', retryIfGivenUp);
  socket.on('connect_error', retryIfGivenUp);

  return {
    get connected() {
      return socket.connected;
    },
    on(event, listener) {
      socket.on(event, listener);
      // A failed handshake never fires 'disconnect', but for our state it means the same.
      if (event === 'disconnect') socket.on('connect_error', listener);
    },
    onChange(listener) {
      socket.on('change', listener);
    },
    join(request, ack) {
      socket.emit('join', request, ack);
    },
    leave(room) {
      socket.emit('leave', { room });
    },
    onRevoked(listener) {
      socket.on('revoked', listener);
    },
    authenticate(token, ack) {
      // Offline, the next handshake sends the stored token anyway.
      if (!socket.connected) return;
      socket.emit('authenticate', token ? { token } : {}, () => ack());
    },
  };
}
