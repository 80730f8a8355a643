import Router from '@koa/router';
import { groupContestPage, registrationCounts } from '@oj/projections';
import { z } from 'zod';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { isContestAdmin } from '../contest/core/contestAccess';
import { contestInfo } from '../contest/core/contestView';
import { requireGroupAdmin, requireGroupMember } from './groupAccess';

const listQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 10),
  keyword: z.string().trim().max(100).optional(),
});

/**
 * A group's contests (spec 03 sections 2.5 and 6): the members' list (visible contests) and the group
 * admins' list (hidden ones too, each row saying whether this reader may manage it: the group's root or
 * the contest's creator). Creating, editing, problems, announcements, visibility and deletion are the
 * contest admin routes (`/api/admin/contest/*`), which admit a group contest's admins.
 */
export function groupContestRoutes(services: Services) {
  const router = new Router({ prefix: '/api/group' });
  const { db } = services;

  router.get('/get-contest-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    await requireGroupMember(db, ctx.state.principal, q.gid);
    const now = new Date();
    // Hidden contests are in the admins' list only, as the public list leaves them out.
    const { rows, total } = await groupContestPage(db, { gid: q.gid, withHidden: false, now, page: q });
    const counts = await registrationCounts(
      db,
      rows.map((r) => r.cid),
    );
    const records = rows.map((r) => ({
      ...contestInfo(r, counts.get(r.cid) ?? 0, now.getTime()),
      visible: r.visible,
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.get('/get-admin-contest-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    await requireGroupAdmin(db, principal, q.gid);
    const now = new Date();
    const { rows, total } = await groupContestPage(db, {
      gid: q.gid,
      withHidden: true,
      keyword: q.keyword,
      now,
      page: q,
    });
    const counts = await registrationCounts(
      db,
      rows.map((r) => r.cid),
    );
    const records = rows.map((r) => ({
      ...contestInfo(r, counts.get(r.cid) ?? 0, now.getTime()),
      visible: r.visible,
      /** Spec 03 section 6: edit, problems, announcements, download, delete and visibility. */
      manageable: isContestAdmin(principal, r),
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  return router;
}
