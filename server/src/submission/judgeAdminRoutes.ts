import Router from '@koa/router';
import { submissionSummary } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { decimalInt, idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireAdmin, requireRoot } from '../auth/authMiddleware';
import { rejudgeContestProblem } from '../contest/contestRejudge';
import { runSubmissionCommand } from './submissionCommands';

const submitIdField = z.object({ submitId: idParam });
/** Spec 01, 4 "manual judge": the selectable statuses exclude cancelled, compile error and the transient ones. */
const MANUAL_STATUSES = [-3, -1, 0, 1, 2, 3, 4, 8, 11] as const;

/** The super admin's judging controls and the admin's judge status (spec 01, 4; spec 03 admin calls). */
export function judgeAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const summary = async (submitId: number) => {
    const row = await db
      .selectFrom('submissions')
      .selectAll()
      .where('submit_id', '=', submitId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'The submission does not exist');
    return submissionSummary(row);
  };

  router.get('/admin/judge/rejudge', requireRoot(), async (ctx) => {
    const { submitId } = parseInput(submitIdField, ctx.query);
    await summary(submitId);
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, { type: 'Rejudge' });
    ok(ctx, await summary(submitId));
  });

  router.get('/admin/judge/rejudge-contest-problem', requireRoot(), async (ctx) => {
    const { cid, pid } = parseInput(z.object({ cid: idParam, pid: idParam }), ctx.query);
    ok(ctx, await rejudgeContestProblem(services, commandMetadata(ctx), cid, pid));
  });

  router.get('/admin/judge/manual-judge', requireRoot(), async (ctx) => {
    const { submitId, status, score } = parseInput(
      submitIdField.extend({
        status: decimalInt().refine(
          (s) => (MANUAL_STATUSES as readonly number[]).includes(s),
          'This status cannot be set by hand',
        ),
        score: decimalInt(z.number().int().min(0).max(10_000)).optional(),
      }),
      ctx.query,
    );
    await summary(submitId);
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, {
      type: 'ManualJudge',
      status,
      score: score ?? null,
    });
    ok(ctx, await summary(submitId));
  });

  router.get('/admin/judge/cancel-judge', requireRoot(), async (ctx) => {
    const { submitId } = parseInput(submitIdField, ctx.query);
    await summary(submitId);
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, { type: 'CancelJudge' });
    ok(ctx, await summary(submitId));
  });

  router.get('/admin/judge/runners', requireAdmin(), async (ctx) => {
    const rows = await db.selectFrom('judge_runners').selectAll().orderBy('name').execute();
    ok(
      ctx,
      rows.map(({ last_seen, missing_languages, ...r }) => ({
        ...r,
        lastSeen: last_seen.toISOString(),
        missingLanguages: missing_languages,
      })),
    );
  });

  return router;
}
