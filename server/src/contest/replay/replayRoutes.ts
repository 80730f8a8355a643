import Router from '@koa/router';
import { boardAt, boardIdentitiesOf, type ContestRow, compactHistory } from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { decimalInt, idParam } from '../../app/decimalInt';
import { ok } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { requireLogin } from '../../auth/authMiddleware';
import { findContest, isContestAdmin, requireContestEntry, type Viewer } from '../core/contestAccess';
import { type ContestReplay, loadContestReplay } from './contestReplay';
import { replayForViewer } from './replayForViewer';

const cid = idParam;
/** An ISO instant, or ms since the contest's start (the replay slider's unit). */
const moment = z.union([decimalInt(), z.iso.datetime({ offset: true })]);
const boardAtQuery = z.object({
  cid,
  time: moment,
  view: z.enum(['public', 'real']).default('public'),
  removeStar: z.enum(['true', 'false']).default('false'),
});

/**
 * Time travel over a contest's board, read from the event store: its compact timeline for the web
 * replay (`GET /api/contest-history`) and the board at one moment (`GET /api/contest-board-at`).
 * The same access as the board; only contest admins may see the real side or anything sealed.
 */
export function replayRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const viewerOf = (ctx: Context): Viewer => ctx.state.principal ?? null;

  const enter = async (ctx: Context, id: number) => {
    const viewer = viewerOf(ctx);
    const contest = await findContest(services.db, viewer, id);
    await requireContestEntry(services.db, viewer, contest);
    const history = await loadContestReplay(services, id);
    if (!history) throw new HttpError(404, 'The contest does not exist');
    const isAdmin = isContestAdmin(viewer, contest);
    return { contest, isAdmin, history: replayForViewer(history, isAdmin, Date.now()) };
  };

  router.get('/contest-history', requireLogin(), async (ctx) => {
    const query = parseInput(z.object({ cid }), ctx.query);
    const { contest, isAdmin, history } = await enter(ctx, query.cid);
    ok(ctx, await timelineReply(services, contest, history, isAdmin));
  });

  router.get('/contest-board-at', requireLogin(), async (ctx) => {
    const query = parseInput(boardAtQuery, ctx.query);
    const { contest, isAdmin, history } = await enter(ctx, query.cid);
    const start = history.settings.rules.startTime;
    const asked = typeof query.time === 'number' ? start + query.time : Date.parse(query.time);
    // Nobody replays the future: a running contest's board stops at now.
    const at = Math.min(asked, Date.now());
    const view = isAdmin ? query.view : 'public';
    const board = boardAt(history.settings, history.submissions, at, view, query.removeStar === 'true');
    const identities = await boardIdentitiesOf(
      services.db,
      board.rows.map((r) => r.uid),
    );
    ok(ctx, {
      cid: contest.cid,
      type: board.type,
      time: new Date(at).toISOString(),
      offset: at - start,
      view,
      sealed: board.sealed,
      records: board.rows.map((r) => ({ ...r, ...identities.get(r.uid) })),
    });
  });

  return router;
}

async function timelineReply(
  services: Services,
  contest: ContestRow,
  history: ContestReplay & { withheld: boolean },
  isAdmin: boolean,
) {
  const start = history.settings.rules.startTime;
  const wire = compactHistory(history.submissions, start);
  const identities = await boardIdentitiesOf(
    services.db,
    wire.teams.map((t) => t.uid),
  );
  return {
    cid: contest.cid,
    title: history.fields.title,
    type: history.fields.type,
    startTime: history.fields.startTime,
    endTime: history.fields.endTime,
    now: new Date().toISOString(),
    isAdmin,
    withheld: history.withheld,
    settings: history.settings,
    problems: history.problems.map(({ displayId, displayTitle, color }) => ({
      displayId,
      displayTitle,
      color,
    })),
    teams: wire.teams.map((t) => ({ ...t, ...identities.get(t.uid) })),
    submissions: wire.submissions,
    rankChanges: history.rankChanges.map((r) => ({ ...r, at: r.at - start })),
  };
}
