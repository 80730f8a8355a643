import Router from '@koa/router';
import { acInfoView } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { adminContest, helperDb, offsetOf, requireAcm } from './contestHelperAccess';
import { runContestHelperCommand } from './contestHelperCommands';

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
    const base = db
      .selectFrom('contest_ac_infos')
      .innerJoin('contest_helper_problems', (join) =>
        join
          .onRef('contest_helper_problems.cid', '=', 'contest_ac_infos.cid')
          .onRef('contest_helper_problems.pid', '=', 'contest_ac_infos.pid'),
      )
      .where('contest_ac_infos.cid', '=', q.cid)
      .where('contest_ac_infos.accepted', '=', true);
    const { count } = await base
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_ac_infos.uid')
      .selectAll('contest_ac_infos')
      .select([
        'contest_helper_problems.display_id',
        'contest_helper_problems.color',
        'contest_helper_users.realname',
      ])
      .orderBy('contest_ac_infos.submit_time', 'desc')
      .orderBy('contest_ac_infos.id', 'desc')
      .limit(q.limit)
      .offset(offsetOf(q))
      .execute();
    const records = rows.map((r) => acInfoView(r, r, r.realname));
    ok(ctx, page(records, Number(count), q.currentPage, q.limit));
  });

  router.put('/check-contest-ac-info', requireLogin(), async (ctx) => {
    const body = parseInput(z.object({ cid: cidField, id: idParam, checked: z.boolean() }), ctx.request.body);
    requireAcm(await adminContest(services, currentPrincipal(ctx), body.cid));
    const row = await db
      .selectFrom('contest_ac_infos')
      .select('id')
      .where('id', '=', body.id)
      .where('cid', '=', body.cid)
      .where('accepted', '=', true)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'The AC info does not exist in this contest');
    await runContestHelperCommand(services, commandMetadata(ctx), body.cid, {
      type: 'CheckAcInfo',
      id: body.id,
      checked: body.checked,
    });
    ok(ctx, null);
  });

  return router;
}
