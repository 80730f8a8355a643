import Router from '@koa/router';
import { ContestPhase } from '@oj/events';
import type { ContestRow } from '@oj/projections';
import { contestProblems } from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { currentPageParam, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { requireLogin } from '../../auth/authMiddleware';
import {
  contestStatus,
  findContest,
  isContestAdmin,
  requireContestEntry,
  seesSealedBoard,
  type Viewer,
} from '../core/contestAccess';
import { contestInfo } from '../core/contestView';
import { type BoardColumn, readBoard } from './contestBoard';

/** The spec's page sizes go up to 300; the board also offers every row at once, up to this many. */
export const MAX_BOARD_PAGE = 10_000;

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const boardBody = z.object({
  cid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(MAX_BOARD_PAGE, 30),
  /** Ignored: the board is a projection kept current, never a cache to refresh. */
  forceRefresh: flag.optional(),
  removeStar: flag.default(false),
  keyword: z.string().trim().max(100).optional(),
  concernedList: z.array(z.string().max(64)).max(100).default([]),
  containsAfterContest: flag.optional(),
  containsEnd: flag.optional(),
  showStarUser: flag.optional(),
});

/**
 * The board column this viewer gets now: the sealed one while the seal holds for them (spec 02 section
 * 4), else the real one, with after-contest submissions when asked for.
 */
export function boardColumn(
  viewer: Viewer,
  contest: ContestRow,
  containsEnd: boolean,
  now = Date.now(),
): BoardColumn {
  if (seesSealedBoard(viewer, contest, now)) return 'sealed';
  return containsEnd ? 'real_after' : 'real';
}

/** `POST /api/get-contest-rank` and the outside scoreboard (spec 02 section 7, spec 04 "Contest boards"). */
export function contestBoardRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;
  const viewerOf = (ctx: Context): Viewer => ctx.state.principal ?? null;

  const board = async (
    ctx: Context,
    viewer: Viewer,
    contest: ContestRow,
    body: z.infer<typeof boardBody>,
  ) => {
    if (contestStatus(contest, Date.now()) === ContestPhase.scheduled && !isContestAdmin(viewer, contest)) {
      return ok(ctx, page([], 0, body.currentPage, body.limit));
    }
    const containsEnd = body.containsAfterContest ?? body.containsEnd ?? false;
    const { records, total } = await readBoard(db, contest, {
      column: boardColumn(viewer, contest, containsEnd),
      removeStar: body.removeStar || body.showStarUser === false,
      keyword: body.keyword,
      concerned: viewer ? [viewer.uid, ...body.concernedList] : body.concernedList,
      currentPage: body.currentPage,
      limit: body.limit,
    });
    ok(ctx, page(records, total, body.currentPage, body.limit));
  };

  router.post('/get-contest-rank', requireLogin(), async (ctx) => {
    const body = parseInput(boardBody, ctx.request.body);
    const contest = await findContest(db, viewerOf(ctx), body.cid);
    await requireContestEntry(db, viewerOf(ctx), contest);
    await board(ctx, viewerOf(ctx), contest, body);
  });

  /** The outside scoreboard: anyone, when the contest opens it (openRank); never the real board while sealed. */
  const outside = async (cid: number) => {
    const contest = await findContest(db, null, cid);
    if (!contest.fields.openRank)
      throw new HttpError(403, 'The outside scoreboard of this contest is not open');
    return contest;
  };

  router.post('/get-contest-outside-scoreboard', async (ctx) => {
    const body = parseInput(boardBody, ctx.request.body);
    const contest = await outside(body.cid);
    // Anyone's view, whoever asks: the outside board never shows what the seal hides.
    await board(ctx, null, contest, body);
  });

  router.get('/get-contest-outsize-info', async (ctx) => {
    const { cid } = parseInput(z.object({ cid: idParam }), ctx.query);
    const contest = await outside(cid);
    const problems = await contestProblems(db, cid);
    ok(ctx, {
      contest: contestInfo(contest, 0),
      problemList: problems.map((p) => ({
        pid: p.pid,
        displayId: p.display_id,
        displayTitle: p.display_title,
        color: p.color,
      })),
    });
  });

  return router;
}
