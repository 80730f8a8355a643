import Router from '@koa/router';
import { judgeRunnerRows, judgeRunnerView } from '@oj/projections';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { requireAdmin } from '../auth/authMiddleware';

/** The admin's judge status page: each runner's last report (spec 03 admin calls); live in `runnerStatusRoom`. */
export function runnerStatusRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.get('/admin/judge/runners', requireAdmin(), async (ctx) => {
    ok(ctx, (await judgeRunnerRows(services.db)).map(judgeRunnerView));
  });

  return router;
}
