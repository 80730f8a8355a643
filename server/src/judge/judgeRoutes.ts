import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import Router from '@koa/router';
import {
  caseRequest,
  heartbeatRequest,
  JUDGE_TOKEN_HEADER,
  leaseRequest,
  progressRequest,
  renewRequest,
  testResultRequest,
  type VerdictRequest,
  verdictRequest,
} from '@oj/judge-runner';
import type { Context, Next } from 'koa';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { judgeMetadata, runSubmissionCommand } from '../submission/submissionCommands';
import { claimNext } from './judgeQueue';
import { reportRunner } from './judgeRunners';

/** A waiting lease request re-checks the queue this often (lease expiry is a matter of time, not events). */
const RECHECK_MS = 1000;

/**
 * The judge runners' API. Runners are not users: they hold the judge token, take rounds by lease,
 * report progress, cases and verdicts under the lease, and fetch test data by hash.
 */
export function judgeRoutes(services: Services) {
  const router = new Router({ prefix: '/api/judge' });
  router.use(requireJudgeToken(services.judge.token));

  router.post('/lease', async (ctx) => {
    const { runner, waitMs } = parseInput(leaseRequest, ctx.request.body);
    const deadline = Date.now() + waitMs;
    const closed = new AbortController();
    // The response's close, not the request's: a request emits 'close' once its body is read.
    ctx.res.once('close', () => closed.abort());
    for (;;) {
      if (services.judge.queue.closed) return ok(ctx, { task: null });
      const task = await claimNext(services, runner);
      const left = deadline - Date.now();
      if (task || left <= 0 || closed.signal.aborted || services.judge.queue.closed) return ok(ctx, { task });
      await services.judge.queue.wait(Math.min(left, RECHECK_MS), closed.signal);
    }
  });

  router.post('/renew', async (ctx) => {
    const r = parseInput(renewRequest, ctx.request.body);
    const now = Date.now();
    await runSubmissionCommand(
      services,
      judgeMetadata(r.leaseId),
      r.submitId,
      { type: 'RenewLease', round: r.round, leaseId: r.leaseId, now, ttlMs: services.judge.leaseTtlMs },
      { settle: false },
    );
    ok(ctx, { expiresAt: now + services.judge.leaseTtlMs });
  });

  router.post('/progress', async (ctx) => {
    const r = parseInput(progressRequest, ctx.request.body);
    await runSubmissionCommand(
      services,
      judgeMetadata(r.leaseId),
      r.submitId,
      { type: 'ReportProgress', ...r },
      { settle: false },
    );
    ok(ctx, null);
  });

  router.post('/case', async (ctx) => {
    const r = parseInput(caseRequest, ctx.request.body);
    await runSubmissionCommand(
      services,
      judgeMetadata(r.leaseId),
      r.submitId,
      { type: 'ReportCase', ...r },
      { settle: false },
    );
    ok(ctx, null);
  });

  router.post('/verdict', async (ctx) => {
    const r = parseInput(verdictRequest, ctx.request.body);
    const { submitId, round, leaseId, ...verdict } = r;
    await runSubmissionCommand(
      services,
      judgeMetadata(leaseId),
      submitId,
      {
        type: 'ReportVerdict',
        round,
        leaseId,
        verdict: { ...verdict, oiRankScore: await oiRankScoreOf(services, r), judger: runnerName(ctx) },
      },
      { settle: false },
    );
    ok(ctx, null);
  });

  router.get('/test-data/:hash', async (ctx) => {
    const file = await services.testData.fileOf(ctx.params.hash ?? '');
    if (!file) throw new HttpError(404, `No test data with hash ${ctx.params.hash}`);
    ctx.type = 'application/octet-stream';
    ctx.body = createReadStream(file);
  });

  router.post('/test-result', async (ctx) => {
    const r = parseInput(testResultRequest, ctx.request.body);
    const { key, ...result } = r;
    await services.db
      .updateTable('test_runs')
      .set({ result: JSON.stringify(result), status: result.status, leased_until: null })
      .where('key', '=', key)
      .where('result', 'is', null)
      .execute();
    ok(ctx, null);
  });

  router.post('/heartbeat', async (ctx) => {
    await reportRunner(services, parseInput(heartbeatRequest, ctx.request.body));
    ok(ctx, null);
  });

  return router;
}

function requireJudgeToken(token: string | undefined) {
  const expected = token ? Buffer.from(token) : undefined;
  return async (ctx: Context, next: Next) => {
    const given = Buffer.from(ctx.get(JUDGE_TOKEN_HEADER));
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, 'A judge token is required');
    }
    await next();
  };
}

/** The runner names itself in a header on every call; it becomes the submission's judger. */
function runnerName(ctx: Context): string {
  return ctx.get('x-judge-runner').slice(0, 100) || 'judge';
}

/** Spec 04: oiRankScore = round(score x 0.1 + 2 x difficulty x score / ioScore), OI problems only. */
async function oiRankScoreOf(services: Services, verdict: VerdictRequest): Promise<number | null> {
  if (verdict.score === null) return null;
  const row = await services.db
    .selectFrom('submissions')
    .innerJoin('problems', 'problems.pid', 'submissions.pid')
    .select(['problems.difficulty', 'problems.test_cases', 'problems.type'])
    .where('submissions.submit_id', '=', verdict.submitId)
    .executeTakeFirst();
  if (row?.type !== 1) return null;
  const ioScore = row.test_cases.reduce((sum, c) => sum + c.score, 0);
  if (ioScore <= 0) return Math.round(verdict.score * 0.1);
  return Math.round(verdict.score * 0.1 + (2 * row.difficulty * verdict.score) / ioScore);
}
