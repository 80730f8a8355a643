import {
  isJoinAck,
  isLiveChange,
  isRoomRevoked,
  type JoinRequest,
  type LiveChange,
  type LiveJoinError,
} from './protocol';
import type { LiveTransport } from './transport';

export type LiveConnectionState = 'connecting' | 'online' | 'offline';

export type ChangeListener = (change: LiveChange) => void;

export interface RoomEvents {
  /** Called after every successful (re)join with the head position the server reported. */
  onJoined?: (position: number) => void;
  onError?: (error: LiveJoinError) => void;
}

interface Subscriber {
  onChange: ChangeListener;
  events: RoomEvents;
}

/** One joined room, shared by every subscriber to it. */
interface Room {
  subscribers: Set<Subscriber>;
  /** Last position applied in this room; the `since` of the next join. */
  position: number | undefined;
}

/**
 * Keeps the rooms the page is interested in joined on one live connection, drops changes that were
 * already applied, and re-joins with `since` after a reconnect so none are lost.
 * @example const stop = client.subscribe('system', (change) => console.log(change.payload));
 */
export class LiveClient {
  #state: LiveConnectionState = 'connecting';
  readonly #rooms = new Map<string, Room>();
  readonly #stateListeners = new Set<(state: LiveConnectionState) => void>();

  readonly #transport: LiveTransport;

  constructor(transport: LiveTransport) {
    this.#transport = transport;
    transport.on('connect', () => {
      this.#setState('online');
      for (const [name, room] of this.#rooms) this.#join(name, room);
    });
    transport.on('disconnect', () => this.#setState('offline'));
    transport.onChange((message) => this.#receive(message));
    transport.onRevoked((message) => this.#revoked(message));
    if (transport.connected) this.#state = 'online';
  }

  /**
   * The tab signed in, out, or got a renewed token: the server re-checks the socket's rooms with it,
   * then every room is joined again (with `since`), so rooms refused before may now succeed.
   */
  reauthenticate(token: string | undefined): void {
    this.#transport.authenticate(token, () => {
      for (const [name, room] of this.#rooms) this.#join(name, room);
    });
  }

  get state(): LiveConnectionState {
    return this.#state;
  }

  onStateChange(listener: (state: LiveConnectionState) => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  /** Last position applied in `room`, if it is subscribed and has seen one. */
  positionOf(room: string): number | undefined {
    return this.#rooms.get(room)?.position;
  }

  subscribe(room: string, onChange: ChangeListener, events: RoomEvents = {}): () => void {
    const subscriber: Subscriber = { onChange, events };
    let entry = this.#rooms.get(room);
    if (!entry) {
      entry = { subscribers: new Set(), position: undefined };
      this.#rooms.set(room, entry);
      // While offline the join waits for 'connect': Socket.IO would buffer the emit and join twice.
      if (this.#transport.connected) this.#join(room, entry);
    }
    entry.subscribers.add(subscriber);
    return () => this.#unsubscribe(room, subscriber);
  }

  #unsubscribe(room: string, subscriber: Subscriber): void {
    const entry = this.#rooms.get(room);
    if (!entry?.subscribers.delete(subscriber) || entry.subscribers.size > 0) return;
    this.#rooms.delete(room);
    if (this.#transport.connected) this.#transport.leave(room);
  }

  #join(name: string, room: Room): void {
    const request: JoinRequest =
      room.position === undefined ? { room: name } : { room: name, since: room.position };
    this.#transport.join(request, (reply) => {
      // The room may have been left (or left and subscribed again) while the ack was on its way.
      if (this.#rooms.get(name) !== room) return;
      const ack = isJoinAck(reply)
        ? reply
        : { ok: false as const, error: { status: 0, msg: 'Bad join reply' } };
      if (!ack.ok) {
        for (const { events } of room.subscribers) events.onError?.(ack.error);
        return;
      }
      // A first join starts from the server's head. A re-join keeps its `since`: the replay of what we
      // missed may arrive after this ack and must not be mistaken for duplicates.
      if (request.since === undefined) room.position = Math.max(room.position ?? ack.position, ack.position);
      for (const { events } of room.subscribers) events.onJoined?.(ack.position);
    });
  }

  #revoked(message: unknown): void {
    if (!isRoomRevoked(message)) return;
    const room = this.#rooms.get(message.room);
    // Subscribers fall back to REST, which answers with the same refusal (and sends a signed-out user to login).
    for (const { events } of room?.subscribers ?? []) events.onError?.(message.error);
  }

  #receive(message: unknown): void {
    if (!isLiveChange(message)) return;
    const room = this.#rooms.get(message.room);
    // Around a join the server may send a change twice; apply each position once, in order.
    if (!room || (room.position !== undefined && message.position <= room.position)) return;
    room.position = message.position;
    for (const { onChange } of room.subscribers) onChange(message);
  }

  #setState(state: LiveConnectionState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }
}
