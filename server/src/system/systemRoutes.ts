import Router from '@koa/router';
import type { EventStore, EventStoreTables } from '@oj/events';
import { type ProjectorTables, projectionLag } from '@oj/projections';
import type { Kysely } from 'kysely';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { ServerMetrics } from './metrics';

/** What the health check reads: the store's settled head and the projections' checkpoints. */
export interface HealthSource {
  store: Pick<EventStore, 'head'>;
  db: Kysely<ProjectorTables & EventStoreTables>;
}

/** `/api/healthz` (the system page reads it) and `/metrics` (Prometheus). */
export function systemRoutes(
  { store, db }: HealthSource,
  metrics: ServerMetrics,
  projectionNames: readonly string[],
) {
  const router = new Router();
  router.get('/api/healthz', async (ctx) => {
    try {
      const head = await store.head();
      const projections = await projectionLag(db, projectionNames);
      ok(ctx, { ok: true, database: 'up', head, projections });
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'health check failed');
      throw new HttpError(503, 'Database unavailable', {
        ok: false,
        database: 'down',
        head: 0,
        projections: [],
      });
    }
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}
