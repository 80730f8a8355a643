import Router from '@koa/router';
import type { EventStoreTables } from '@oj/events';
import { type ProjectorTables, projectionLag } from '@oj/projections';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ok } from '../app/envelope';
import type { ServerMetrics } from './metrics';

/** `/api/healthz` (the system page reads it) and `/metrics` (Prometheus). */
export function systemRoutes(
  db: Kysely<EventStoreTables & ProjectorTables>,
  metrics: ServerMetrics,
  projectionNames: readonly string[],
) {
  const router = new Router();
  router.get('/api/healthz', async (ctx) => {
    try {
      const { rows } = await sql<{
        head: number | null;
      }>`select max(global_position) as head from events`.execute(db);
      const projections = await projectionLag(db, projectionNames);
      ok(ctx, { ok: true, database: 'up', head: Number(rows[0]?.head ?? 0), projections });
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'health check failed');
      ctx.status = 503;
      ctx.body = {
        status: 503,
        msg: 'Database unavailable',
        data: { ok: false, database: 'down', head: 0, projections: [] },
      };
    }
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}
