import Router from '@koa/router';
import { contestAnnouncementPage, contestAnnouncements } from '@oj/projections';
import { z } from 'zod';
import { currentPageParam, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { findContest, requireContestEntry } from '../core/contestAccess';
import { announcementView } from './announcementView';

/**
 * A contest's announcements as contestants read them (spec 02 sections 4 and 7): GET
 * /api/get-contest-announcement pages them, newest first; with POST /api/get-contest-not-read-announcement
 * the browser, which keeps the ids it has read per contest, asks which are still unread. Whoever may
 * enter the contest (signed in, access, started; contest admins always).
 */
export function contestAnnouncementRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/get-contest-announcement', requireLogin(), async (ctx) => {
    const q = parseInput(
      z.object({ cid: idParam, currentPage: currentPageParam, limit: pageSizeParam(100, 10) }),
      ctx.query,
    );
    const principal = currentPrincipal(ctx);
    await requireContestEntry(db, principal, await findContest(db, principal, q.cid));
    const { rows, total } = await contestAnnouncementPage(db, { cid: q.cid, page: q });
    ok(ctx, page(rows.map(announcementView), total, q.currentPage, q.limit));
  });

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
    const rows = await contestAnnouncements(db, body.cid, body.readAnnouncementList);
    ok(ctx, rows.map(announcementView));
  });

  return router;
}
