import type { AddressInfo } from 'node:net';
import { type EventStoreTables, globalPosition } from '@oj/events';
import type { ProjectorTables } from '@oj/projections';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app/createApp';
import { createMetrics } from './metrics';
import { systemRoutes } from './systemRoutes';

// No projection is listed, so the lag reads nothing and the pool never connects.
const db = new Kysely<EventStoreTables & ProjectorTables>({
  dialect: new PostgresDialect({
    pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
  }),
});
const servers: { close(): void }[] = [];
afterAll(async () => {
  for (const server of servers) server.close();
  await db.destroy();
});

async function healthz(head: () => Promise<number>) {
  const routes = systemRoutes(
    { store: { head: async () => globalPosition(await head()) }, db },
    createMetrics(db, []),
    [],
  );
  const server = createApp({ log: pino({ level: 'silent' }), routers: [routes] }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/healthz`);
  return { http: res.status, body: await res.json() };
}

describe('GET /api/healthz', () => {
  it("answers the store's settled head", async () => {
    expect(await healthz(async () => 42)).toEqual({
      http: 200,
      body: { status: 200, msg: 'success', data: { ok: true, database: 'up', head: 42, projections: [] } },
    });
  });

  it('answers 503 with the down state through the one error envelope when the store cannot be read', async () => {
    expect(
      await healthz(async () => {
        throw new Error('connection refused');
      }),
    ).toEqual({
      http: 503,
      body: {
        status: 503,
        msg: 'Database unavailable',
        data: { ok: false, database: 'down', head: 0, projections: [] },
      },
    });
  });
});
