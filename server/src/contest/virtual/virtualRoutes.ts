import Router from '@koa/router';
import { contestByCid, contestProblems, submissionSummary, virtualSubmissionsOf } from '@oj/projections';
import { z } from 'zod';
import { idParam } from '../../app/decimalInt';
import { ok } from '../../app/envelope';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { findContest, requireContestEntry } from '../core/contestAccess';
import type { VirtualState } from './virtualDecider';
import { loadVirtualState, startVirtual } from './virtualParticipation';

const cidOnly = z.object({ cid: idParam });

/**
 * Virtual participation in an ended contest: `POST /api/contest/virtual/start` starts the reader's own
 * clock; `GET /api/contest/virtual` reads their participation (times, the server's now for the clock),
 * the contest's problems and their own virtual submissions. The ghost board is folded in the browser
 * from `/api/contest-history`.
 */
export function virtualRoutes(services: Services) {
  const router = new Router({ prefix: '/api/contest/virtual' });
  const { db } = services;

  const reply = async (cid: number, uid: string, state: VirtualState) => {
    const contest = await contestByCid(db, cid);
    const problems = await contestProblems(db, cid);
    const rows = state.started ? await virtualSubmissionsOf(db, uid, cid) : [];
    return {
      cid,
      title: contest?.title ?? '',
      participation: state.started
        ? {
            startedAt: new Date(state.startedAt).toISOString(),
            endsAt: new Date(state.startedAt + state.durationMs).toISOString(),
            durationMs: state.durationMs,
          }
        : null,
      now: new Date().toISOString(),
      problems: problems.map((p) => ({
        pid: p.pid,
        displayId: p.display_id,
        displayTitle: p.display_title,
        color: p.color,
      })),
      submissions: rows.map((row) => ({
        ...submissionSummary(row),
        judgedAt: row.judged_at?.toISOString() ?? null,
      })),
    };
  };

  router.post('/start', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidOnly, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const state = await startVirtual(services, ctx, principal, cid);
    ok(ctx, await reply(cid, principal.uid, state));
  });

  router.get('/', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidOnly, ctx.query);
    const principal = currentPrincipal(ctx);
    await requireContestEntry(db, principal, await findContest(db, principal, cid));
    ok(ctx, await reply(cid, principal.uid, await loadVirtualState(services, cid, principal.uid)));
  });

  return router;
}
