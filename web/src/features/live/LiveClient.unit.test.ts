import { describe, expect, it } from 'vitest';
import { LiveClient } from './LiveClient';
import type { JoinRequest, LiveChange } from './protocol';
import type { LiveTransport, TransportEvent } from './transport';

/** A socket double: records what the client sends and lets the test play the server. */
class FakeTransport implements LiveTransport {
  connected = false;
  joins: { request: JoinRequest; ack: (reply: unknown) => void }[] = [];
  leaves: string[] = [];
  authentications: { token: string | undefined; ack: () => void }[] = [];
  readonly #listeners = new Map<TransportEvent, (() => void)[]>();
  #onChange: (message: unknown) => void = () => {};
  #onRevoked: (message: unknown) => void = () => {};

  on(event: TransportEvent, listener: () => void): void {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
  }
  onChange(listener: (message: unknown) => void): void {
    this.#onChange = listener;
  }
  join(request: JoinRequest, ack: (reply: unknown) => void): void {
    this.joins.push({ request, ack });
  }
  leave(room: string): void {
    this.leaves.push(room);
  }
  onRevoked(listener: (message: unknown) => void): void {
    this.#onRevoked = listener;
  }
  authenticate(token: string | undefined, ack: () => void): void {
    this.authentications.push({ token, ack });
  }
  revoke(room: string, msg: string): void {
    this.#onRevoked({ room, error: { status: 401, msg } });
  }

  connect(): void {
    this.connected = true;
    for (const listener of this.#listeners.get('connect') ?? []) listener();
  }
  disconnect(): void {
    this.connected = false;
    for (const listener of this.#listeners.get('disconnect') ?? []) listener();
  }
  push(room: string, position: number): void {
    this.#onChange({ room, position, topic: 't', payload: { position } });
  }
  ackLast(reply: unknown): void {
    this.joins.at(-1)?.ack(reply);
  }
}

function setup() {
  const transport = new FakeTransport();
  const client = new LiveClient(transport);
  const seen: number[] = [];
  const record = (change: LiveChange) => seen.push(change.position);
  return { transport, client, seen, record };
}

describe('LiveClient', () => {
  it('waits for the connection before joining, and reports the state', () => {
    const { transport, client, record } = setup();
    client.subscribe('system', record);
    expect(client.state).toBe('connecting');
    expect(transport.joins).toHaveLength(0);
    transport.connect();
    expect(client.state).toBe('online');
    expect(transport.joins.map((j) => j.request)).toEqual([{ room: 'system' }]);
  });

  it('applies each position once and in order, dropping duplicates and stale changes', () => {
    const { transport, client, seen, record } = setup();
    transport.connect();
    client.subscribe('system', record);
    transport.ackLast({ ok: true, position: 10 });
    for (const position of [9, 10, 11, 11, 12, 11]) transport.push('system', position);
    expect(seen).toEqual([11, 12]);
    expect(client.positionOf('system')).toBe(12);
  });

  it('re-joins after a reconnect with since = the last applied position', () => {
    const { transport, client, seen, record } = setup();
    transport.connect();
    client.subscribe('system', record);
    transport.ackLast({ ok: true, position: 3 });
    transport.push('system', 4);
    transport.disconnect();
    expect(client.state).toBe('offline');
    transport.connect();
    expect(transport.joins.at(-1)?.request).toEqual({ room: 'system', since: 4 });
    // The server may acknowledge before it replays; the replay must still get through.
    transport.ackLast({ ok: true, position: 6 });
    for (const position of [5, 6, 7]) transport.push('system', position);
    expect(seen).toEqual([4, 5, 6, 7]);
  });

  it('shares one join between subscribers and leaves when the last one goes', () => {
    const { transport, client } = setup();
    transport.connect();
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = client.subscribe('contest:1', (c) => first.push(c.position));
    const stopSecond = client.subscribe('contest:1', (c) => second.push(c.position));
    expect(transport.joins).toHaveLength(1);
    transport.push('contest:1', 1);
    stopFirst();
    expect(transport.leaves).toEqual([]);
    transport.push('contest:1', 2);
    stopSecond();
    expect(transport.leaves).toEqual(['contest:1']);
    expect([first, second]).toEqual([[1], [1, 2]]);
  });

  it('tells subscribers when a join is refused, and ignores an ack for a room already left', () => {
    const { transport, client, record } = setup();
    transport.connect();
    const errors: string[] = [];
    const joined: number[] = [];
    const stop = client.subscribe('private', record, { onError: (e) => errors.push(e.msg) });
    transport.ackLast({ ok: false, error: { status: 403, msg: 'No Access' } });
    expect(errors).toEqual(['No Access']);
    stop();
    client.subscribe('later', record, { onJoined: (p) => joined.push(p) });
    const stale = transport.joins.at(-1);
    client.subscribe('later', record)(); // a second subscriber that leaves does not drop the room
    stale?.ack({ ok: true, position: 8 });
    expect(joined).toEqual([8]);
  });

  it('tells subscribers when the server revokes their room', () => {
    const { transport, client, record } = setup();
    transport.connect();
    const errors: string[] = [];
    client.subscribe('user:7', record, { onError: (e) => errors.push(e.msg) });
    transport.ackLast({ ok: true, position: 1 });
    transport.revoke('user:7', 'Please sign in first');
    transport.revoke('user:8', 'not ours');
    expect(errors).toEqual(['Please sign in first']);
  });

  it('re-joins every room with since once the server re-checked a new token', () => {
    const { transport, client, record } = setup();
    transport.connect();
    client.subscribe('user:7', record);
    transport.ackLast({ ok: false, error: { status: 401, msg: 'Please sign in first' } });
    client.subscribe('system', record);
    transport.ackLast({ ok: true, position: 5 });
    client.reauthenticate('new-token');
    expect(transport.authentications.map((a) => a.token)).toEqual(['new-token']);
    expect(transport.joins).toHaveLength(2);
    transport.authentications[0]?.ack();
    expect(transport.joins.slice(2).map((j) => j.request)).toEqual([
      { room: 'user:7' },
      { room: 'system', since: 5 },
    ]);
  });
});
