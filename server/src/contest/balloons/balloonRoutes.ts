import Router from '@koa/router';
import { acInfoListed, acInfoRows } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { adminContest, helperDb, requireAcm } from '../core/contestHelperAccess';
import { runContestHelperCommand } from '../core/contestHelperCommands';

const cidField = idParam;

/**
 * The AC helper (balloons, spec 02 sections 2-7): the accepted submissions of an ACM contest, newest
 * first, with first blood and a checked mark the admins toggle. Contest admins only.
 */
export function contestAcInfoRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const db = helperDb(services);

  router.get('/get-contest-ac-info', requireLogin(), async (ctx) => {
    const q = parseInput(
      z.object({
        cid: cidField,
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 20),
      }),
      ctx.query,
    );
    requireAcm(await adminContest(services, currentPrincipal(ctx), q.cid));
    const { rows, total } = await acInfoRows(db, { cid: q.cid, page: q });
    ok(ctx, page(rows, total, q.currentPage, q.limit));
  });

  router.put('/check-contest-ac-info', requireLogin(), async (ctx) => {
    const body = parseInput(z.object({ cid: cidField, id: idParam, checked: z.boolean() }), ctx.request.body);
    requireAcm(await adminContest(services, currentPrincipal(ctx), body.cid));
    if (!(await acInfoListed(db, body))) {
      throw new HttpError(404, 'The AC info does not exist in this contest');
    }
    await runContestHelperCommand(services, commandMetadata(ctx), body.cid, {
      type: 'CheckAcInfo',
      id: body.id,
      checked: body.checked,
    });
    ok(ctx, null);
  });

  return router;
}
