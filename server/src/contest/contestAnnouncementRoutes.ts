import Router from '@koa/router';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { findContest, requireContestEntry } from './contestAccess';
import { announcementView } from './contestAdminRoutes';

/**
 * POST /api/get-contest-not-read-announcement (spec 02 sections 4 and 7): the browser keeps the ids it
 * has read per contest and asks which announcements are still unread, newest first. Readable by whoever
 * may read GET /api/get-contest-announcement.
 */
export function contestAnnouncementRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.post('/get-contest-not-read-announcement', requireLogin(), async (ctx) => {
    const body = parseInput(
      z.object({
        cid: idParam,
        readAnnouncementList: z.array(idParam).max(10_000).default([]),
      }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    const contest = await findContest(db, principal, body.cid);
    await requireContestEntry(db, principal, contest);
    let query = db.selectFrom('contest_announcements').selectAll().where('cid', '=', body.cid);
    if (body.readAnnouncementList.length > 0) query = query.where('id', 'not in', body.readAnnouncementList);
    const rows = await query.orderBy('id', 'desc').execute();
    ok(ctx, rows.map(announcementView));
  });

  return router;
}
