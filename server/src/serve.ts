import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventStore, productCatalogue } from '@oj/events';
import { allProjections, type ProjectorTables } from '@oj/projections';
import type { Logger } from 'pino';
import { createApp } from './app/createApp';
import { attachLiveGateway, type LiveGateway } from './live/gateway';
import type { Principal, RoomGuard } from './live/roomPolicy';
import { productRoomGuards } from './live/rooms';
import { createMetrics } from './system/metrics';
import { systemRoutes } from './system/systemRoutes';
import { webApp } from './web/webApp';

export interface ServerOptions {
  databaseUrl: string;
  port: number;
  host?: string;
  log: Logger;
  /** The built web app; omitted in API-only tests. */
  webDist?: string;
  /** Extra room families (tests add their own); the product's are always present. */
  extraRoomGuards?: readonly RoomGuard[];
}

export interface RunningServer {
  url: string;
  live: LiveGateway;
  close(): Promise<void>;
}

/** One API node: the Koa app and the Socket.IO gateway on one HTTP server. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { log } = options;
  const store = createEventStore({ connectionString: options.databaseUrl, catalogue: productCatalogue });
  const db = store.db.withTables<ProjectorTables>();
  const projectionNames = allProjections.map((p) => p.name);
  const metrics = createMetrics(db, projectionNames);
  const app = createApp({
    log,
    routers: [systemRoutes(db, metrics, projectionNames)],
    fallback: options.webDist ? webApp(options.webDist) : undefined,
  });
  const httpServer = createServer(app.callback());
  const live = await attachLiveGateway({
    httpServer,
    db,
    connectionString: options.databaseUrl,
    guards: [...productRoomGuards, ...(options.extraRoomGuards ?? [])],
    // Accounts arrive with the user aggregate; until then every socket is a visitor.
    authenticate: async (): Promise<Principal> => null,
    log,
    metrics,
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host ?? '0.0.0.0', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    live,
    async close() {
      await live.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await store.close();
    },
  };
}
