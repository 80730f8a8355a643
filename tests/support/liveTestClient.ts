import type { ChangeMessage, JoinAck } from '@oj/server';
import { io, type Socket } from 'socket.io-client';

/**
 * The browser's live protocol, minimal: join rooms, remember the last position per room, re-join with
 * `since` after a reconnect, and drop what was already applied. Records what it applied, in order.
 */
export class LiveTestClient {
  readonly socket: Socket;
  readonly applied: ChangeMessage[] = [];
  private readonly last = new Map<string, number>();

  constructor(url: string, options: { token?: string; reconnection?: boolean } = {}) {
    this.socket = io(url, {
      transports: ['websocket'],
      auth: options.token ? { token: options.token } : {},
      reconnection: options.reconnection ?? false,
      forceNew: true,
    });
    this.socket.on('change', (change: ChangeMessage) => {
      if (change.position <= (this.last.get(change.room) ?? -1)) return;
      this.last.set(change.room, change.position);
      this.applied.push(change);
    });
    this.socket.io.on('reconnect', () => void this.rejoinAll());
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  async join(room: string): Promise<JoinAck> {
    const since = this.last.get(room);
    const ack: JoinAck = await this.socket.emitWithAck(
      'join',
      since === undefined ? { room } : { room, since },
    );
    if (ack.ok && !this.last.has(room)) this.last.set(room, ack.position);
    return ack;
  }

  /** Re-join every room after a dropped connection, asking for what was missed. */
  async rejoinAll(): Promise<JoinAck[]> {
    return Promise.all([...this.last.keys()].map((room) => this.join(room)));
  }

  positions(room: string): number[] {
    return this.applied.filter((c) => c.room === room).map((c) => c.position);
  }

  close(): void {
    this.socket.close();
  }
}
