import type { EventStoreTables } from '@oj/events';
import { type ProjectorTables, projectionLag } from '@oj/projections';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface ServerMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'status'>;
  liveSockets: Gauge;
  liveChangesRelayed: Counter;
}

/** Prometheus metrics; projection lag is read from the database at scrape time, whoever runs them. */
export function createMetrics(
  db: Kysely<EventStoreTables & ProjectorTables>,
  projectionNames: readonly string[],
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const lagMs = new Gauge({
    name: 'oj_projection_lag_milliseconds',
    help: 'How long the oldest event a projection has not applied yet has been waiting',
    labelNames: ['projection'],
    registers: [],
  });
  // One query per scrape fills both gauges; the events gauge is registered first, so it collects first.
  registry.registerMetric(
    new Gauge({
      name: 'oj_projection_lag_events',
      help: 'Events between a projection checkpoint and the head of the event store',
      labelNames: ['projection'],
      registers: [],
      async collect() {
        for (const lag of await projectionLag(db, projectionNames)) {
          this.set({ projection: lag.name }, lag.lagEvents);
          lagMs.set({ projection: lag.name }, lag.lagMs);
        }
      },
    }),
  );
  registry.registerMetric(lagMs);
  return {
    registry,
    httpDuration: new Histogram({
      name: 'oj_http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    liveSockets: new Gauge({
      name: 'oj_live_sockets',
      help: 'Connected Socket.IO clients',
      registers: [registry],
    }),
    liveChangesRelayed: new Counter({
      name: 'oj_live_changes_relayed_total',
      help: 'Projection changes relayed to Socket.IO rooms',
      registers: [registry],
    }),
  } satisfies ServerMetrics;
}
