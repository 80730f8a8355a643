import Router from '@koa/router';
import { RankListType, rankListPage } from '@oj/projections';
import { z } from 'zod';
import { currentPageParam, decimalInt, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';

/** Spec 02: the rank lists show 30 a page. */
const RANK_PAGE_SIZE = 30;

const rankQuery = z.object({
  currentPage: currentPageParam,
  limit: pageSizeParam(100, RANK_PAGE_SIZE),
  /** 0 ACM, 1 OI. */
  type: decimalInt(z.number().int().min(RankListType.acm).max(RankListType.oi)).default(RankListType.acm),
  searchUser: z.string().trim().max(50).optional(),
});

/**
 * The rank lists (spec 02 "Rank lists", `GET /api/get-rank-list`): ACM by accepted problems desc then
 * submissions asc, OI by the sum of each user's best score per problem; practice submissions only,
 * accounts without one and banned accounts left off. Each row carries its position (`rank`), read from the list's index.
 */
export function rankRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  router.get('/get-rank-list', async (ctx) => {
    const q = parseInput(rankQuery, ctx.query);
    const kind = q.type === RankListType.oi ? 'oi' : 'acm';
    const { rows, total } = await rankListPage(services.db, kind, q, q.searchUser || undefined);
    ok(ctx, page(rows, total, q.currentPage, q.limit));
  });
  return router;
}
