import Router from '@koa/router';
import { SubmissionStatus } from '@oj/events';
import { submissionById, submissionSummary } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { decimalInt, idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireRoot } from '../auth/authMiddleware';
import { rejudgeContestProblem } from '../contest/admin/contestRejudge';
import { runSubmissionCommand } from './submissionCommands';

const submitIdField = z.object({ submitId: idParam });
/** Spec 01, 4 "manual judge": the selectable statuses exclude cancelled, compile error and the transient ones. */
const MANUAL_STATUSES: readonly number[] = [
  SubmissionStatus.presentationError,
  SubmissionStatus.wrongAnswer,
  SubmissionStatus.accepted,
  SubmissionStatus.timeLimitExceeded,
  SubmissionStatus.memoryLimitExceeded,
  SubmissionStatus.runtimeError,
  SubmissionStatus.systemError,
  SubmissionStatus.partialAccepted,
  SubmissionStatus.outputLimitExceeded,
];

/**
 * The super admin's controls over a submission's verdict (spec 01, 4; spec 03 admin calls): rejudge one
 * submission or a contest problem's, set a verdict by hand, cancel judging.
 */
export function rejudgeRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const summary = async (submitId: number) => {
    const row = await submissionById(db, submitId);
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
        status: decimalInt().refine((s) => MANUAL_STATUSES.includes(s), 'This status cannot be set by hand'),
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

  return router;
}
