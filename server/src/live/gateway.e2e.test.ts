import { createEventStore, type EventStore } from '@oj/events';
import { defineProjection, type Projector, startProjector } from '@oj/projections';
import { type CounterEvent, counter, counterCatalogue } from '@oj/tests/support/counterCatalogue';
import { LiveTestClient } from '@oj/tests/support/liveTestClient';
import { createTestDatabase } from '@oj/tests/support/testDatabase';
import { until } from '@oj/tests/support/wait';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../serve';
import { roomPolicy } from './roomPolicy';

/** Publishes every counter event to the room `counter:<stream>`, as a product projection would. */
const counterFeed = defineProjection<CounterEvent>({
  name: 'test-counter-feed',
  handles: ['CounterIncremented', 'CounterReset'],
  tables: [],
  async apply(event, { publish }) {
    publish(`counter:${event.streamId}`, { total: counter.evolve(0, event) });
  },
});
const testRooms = [
  roomPolicy({
    family: 'counter:<stream>',
    match: (room) => /^counter:(.+)$/.exec(room)?.[1],
    authorize: () => 'ok',
  }),
  roomPolicy({
    family: 'secret:<name>',
    match: (room) => (room.startsWith('secret:') ? room : undefined),
    authorize: () => 'forbidden',
  }),
  roomPolicy({
    family: 'mine:<name>',
    match: (room) => (room.startsWith('mine:') ? room : undefined),
    authorize: (p) => (p ? 'ok' : 'unauthenticated'),
  }),
];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<CounterEvent>;
let projector: Projector;
let nodeA: RunningServer;
let nodeB: RunningServer;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: counterCatalogue });
  projector = startProjector([counterFeed], { store, connectionString: database.url });
  const log = pino({ level: 'silent' });
  const options = { databaseUrl: database.url, port: 0, host: '127.0.0.1', log, extraRoomGuards: testRooms };
  nodeA = await startServer(options);
  nodeB = await startServer(options);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await nodeA.close();
  await nodeB.close();
  await projector.stop();
  await store.close();
  await database.drop();
});

async function client(url: string): Promise<LiveTestClient> {
  const c = new LiveTestClient(url);
  clients.push(c);
  await c.connected();
  return c;
}
const inc = (total: number) => ({ type: 'CounterIncremented' as const, data: { by: 1, total } });

describe('live gateway', () => {
  it('pushes a projection change to a client that joined the room', async () => {
    const c = await client(nodeA.url);
    expect(await c.join('counter:live-1')).toMatchObject({ ok: true, position: 0 });
    const { positions } = await store.append('live-1', [inc(1)], { expectedVersion: 'no_stream' });
    await until(() => c.applied.length === 1);
    expect(c.applied[0]).toEqual({
      room: 'counter:live-1',
      topic: 'counter:live-1',
      id: expect.any(Number),
      position: positions[0],
      payload: { total: 1 },
    });
  });

  it('after a forced disconnect, a re-join with since replays the missed changes in order', async () => {
    const c = await client(nodeA.url);
    const witness = await client(nodeA.url);
    await c.join('counter:live-2');
    await witness.join('counter:live-2');
    let version = 0;
    for (let i = 1; i <= 3; i++) await store.append('live-2', [inc(i)], { expectedVersion: version++ });
    await until(() => c.applied.length === 3);

    c.socket.io.engine.close(); // the network drops; the server only learns it from the transport
    await until(() => !c.socket.connected);
    const missed: number[] = [];
    for (let i = 4; i <= 8; i++) {
      const { positions } = await store.append('live-2', [inc(i)], { expectedVersion: version++ });
      missed.push(positions[0] ?? 0);
    }
    // Once a client still connected has the missed changes, the node has relayed them.
    await until(() => witness.applied.length === 8);
    expect(c.applied).toHaveLength(3);

    c.socket.connect();
    await c.connected();
    const [ack] = await c.rejoinAll();
    expect(ack).toMatchObject({ ok: true, position: missed.at(-1), resync: false });
    await store.append('live-2', [inc(9)], { expectedVersion: version++ });
    await until(() => c.applied.length === 9);
    const received = c.positions('counter:live-2');
    expect(received.slice(3, 8)).toEqual(missed);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(c.applied.map((m) => m.payload)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((total) => ({ total })));
  });

  it('a client on another node receives the same changes', async () => {
    const onA = await client(nodeA.url);
    const onB = await client(nodeB.url);
    await onA.join('counter:live-3');
    await onB.join('counter:live-3');
    await store.append('live-3', [inc(1), inc(2)], { expectedVersion: 'no_stream' });
    await until(() => onA.applied.length === 2 && onB.applied.length === 2);
    expect(onB.positions('counter:live-3')).toEqual(onA.positions('counter:live-3'));
    // The PostgreSQL adapter links the nodes: node A sees node B's sockets.
    const everywhere = await nodeA.live.io.fetchSockets();
    expect(everywhere.map((s) => s.id)).toContain(onB.socket.id);
  });

  it('refuses rooms the principal may not follow, unknown rooms and malformed joins', async () => {
    const c = await client(nodeA.url);
    expect(await c.join('secret:board')).toEqual({
      ok: false,
      error: { status: 403, msg: expect.any(String) },
    });
    expect(await c.join('mine:inbox')).toEqual({
      ok: false,
      error: { status: 401, msg: 'Please sign in first' },
    });
    expect(await c.join('nowhere')).toEqual({
      ok: false,
      error: { status: 404, msg: 'No such room: nowhere' },
    });
    const malformed = await c.socket.emitWithAck('join', { room: 42 });
    expect(malformed).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('sends nothing of a room the client has not joined', async () => {
    const watcher = await client(nodeA.url);
    const bystander = await client(nodeA.url);
    await watcher.join('counter:live-4');
    await bystander.join('counter:live-5');
    await store.append('live-4', [inc(1)], { expectedVersion: 'no_stream' });
    await until(() => watcher.applied.length === 1);
    // A later change of the bystander's own room: changes go out in position order, so once it has this one,
    // one of live-4 would have come before it.
    await store.append('live-5', [inc(1)], { expectedVersion: 'no_stream' });
    await until(() => bystander.applied.length > 0);
    expect(bystander.applied.map((m) => m.room)).toEqual(['counter:live-5']);
  });
});
