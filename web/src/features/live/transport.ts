import type { JoinRequest } from './protocol';

export type TransportEvent = 'connect' | 'disconnect';

/**
 * What LiveClient needs from a socket. Keeping it this narrow lets the client run against a fake in
 * unit tests and keeps Socket.IO details (reconnection, auth) in socketTransport.ts.
 */
export interface LiveTransport {
  readonly connected: boolean;
  on(event: TransportEvent, listener: () => void): void;
  /** Raw, unvalidated `change` messages. */
  onChange(listener: (message: unknown) => void): void;
  join(request: JoinRequest, ack: (reply: unknown) => void): void;
  leave(room: string): void;
  /** Raw, unvalidated `revoked` messages: the server took the socket out of a room. */
  onRevoked(listener: (message: unknown) => void): void;
  /** Tells the server the socket now speaks for this token (or for nobody); acks when rooms are re-checked. */
  authenticate(token: string | undefined, ack: () => void): void;
}
