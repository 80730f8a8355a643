import Router from '@koa/router';
import { judgeRunnerRows } from '@oj/projections';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { requireAdmin } from '../auth/authMiddleware';

/** The admin's judge status page: each runner's last report (spec 03 admin calls). */
export function runnerStatusRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.get('/admin/judge/runners', requireAdmin(), async (ctx) => {
    const rows = await judgeRunnerRows(services.db);
    ok(
      ctx,
      rows.map(({ last_seen, missing_languages, ...r }) => ({
        ...r,
        lastSeen: last_seen.toISOString(),
        missingLanguages: missing_languages,
      })),
    );
  });

  return router;
}
