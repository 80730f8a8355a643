import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import Router from '@koa/router';
import { InvalidEventData, ProblemType, SubmissionStatus } from '@oj/events';
import {
  caseRequest,
  heartbeatRequest,
  JUDGE_TOKEN_HEADER,
  leaseRequest,
  progressRequest,
  remoteFailureRequest,
  remoteIntentRequest,
  remoteProblemReport,
  remoteRunRequest,
  remoteSlotRequest,
  renewRequest,
  testResultRequest,
  type VerdictRequest,
  verdictRequest,
} from '@oj/events/judge';
import { oiFactsOfSubmission } from '@oj/projections';
import type { Context, Next } from 'koa';
import pg from 'pg';
import { z } from 'zod';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { reportRemoteFetch } from '../remote/remoteProblemImport';
import { bookSubmitSlot } from '../remote/submitSlots';
import { judgeMetadata, runSubmissionCommand } from '../submission/submissionCommands';
import { addGenerationRoutes } from './generationRoutes';
import { claimNext, failRound } from './judgeQueue';
import { reportRunner } from './judgeRunners';
import { loadLanguages } from './languages';
import { oiRankScore } from './oiRankScore';
import { saveTestRunResult } from './testRuns';

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
    const { runner, waitMs, kind, banks } = parseInput(leaseRequest, ctx.request.body);
    const deadline = Date.now() + waitMs;
    const closed = new AbortController();
    // The response's close, not the request's: a request emits 'close' once its body is read.
    ctx.res.once('close', () => closed.abort());
    for (;;) {
      if (services.judge.queue.closed) return ok(ctx, { task: null });
      const task = await claimNext(services, runner, Date.now(), kind, banks ?? []);
      const left = deadline - Date.now();
      if (task || left <= 0 || closed.signal.aborted || services.judge.queue.closed) return ok(ctx, { task });
      await services.judge.queue.wait(Math.min(left, RECHECK_MS), closed.signal, kind);
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

  // Remote runners: the site took a round's code (recorded before polling, so a takeover never submits
  // again), and the shared submit slots that keep every runner together under a site's limits.
  router.post('/remote-run', async (ctx) => {
    const { submitId, ...run } = parseInput(remoteRunRequest, ctx.request.body);
    await runSubmissionCommand(
      services,
      judgeMetadata(run.leaseId),
      submitId,
      { type: 'RecordRemoteRun', ...run },
      { settle: false },
    );
    ok(ctx, null);
  });

  // Before a remote submit: the intent a takeover looks for on the site when no run was recorded.
  router.post('/remote-intent', async (ctx) => {
    const { submitId, ...intent } = parseInput(remoteIntentRequest, ctx.request.body);
    await runSubmissionCommand(
      services,
      judgeMetadata(intent.leaseId),
      submitId,
      { type: 'RecordRemoteIntent', ...intent },
      { settle: false },
    );
    ok(ctx, null);
  });

  router.post('/remote-failure', async (ctx) => {
    const { submitId, ...failure } = parseInput(remoteFailureRequest, ctx.request.body);
    await runSubmissionCommand(
      services,
      judgeMetadata(failure.leaseId),
      submitId,
      { type: 'RecordRemoteFailure', ...failure },
      { settle: false },
    );
    ok(ctx, null);
  });

  router.post('/remote-problem', async (ctx) => {
    await reportRemoteFetch(services, parseInput(remoteProblemReport, ctx.request.body));
    ok(ctx, null);
  });

  router.post('/remote-slot', async (ctx) => {
    const request = parseInput(remoteSlotRequest, ctx.request.body);
    ok(ctx, await bookSubmitSlot(services, request, services.judge.now()));
  });

  router.post('/case', async (ctx) => {
    await storeReport(services, ctx.request.body, caseRequest, 'case report', async (r) => {
      await runSubmissionCommand(
        services,
        judgeMetadata(r.leaseId),
        r.submitId,
        { type: 'ReportCases', ...r },
        { settle: false },
      );
    });
    ok(ctx, null);
  });

  router.post('/verdict', async (ctx) => {
    await storeReport(services, ctx.request.body, verdictRequest, 'verdict', async (r) => {
      const { submitId, round, leaseId, cases, ...verdict } = r;
      await runSubmissionCommand(
        services,
        judgeMetadata(leaseId),
        submitId,
        {
          type: 'ReportVerdict',
          round,
          leaseId,
          cases,
          verdict: { ...verdict, oiRankScore: await oiRankScoreOf(services, r), judger: runnerName(ctx) },
        },
        { settle: false },
      );
    });
    ok(ctx, null);
  });

  router.get('/test-data/:hash', async (ctx) => {
    const file = await services.testData.fileOf(ctx.params.hash ?? '');
    if (!file) throw new HttpError(404, `No test data with hash ${ctx.params.hash}`);
    ctx.type = 'application/octet-stream';
    ctx.body = createReadStream(file);
  });

  router.post('/test-result', async (ctx) => {
    const parsed = testResultRequest.safeParse(ctx.request.body);
    if (parsed.success) {
      const { key, ...result } = parsed.data;
      await saveTestRunResult(services.db, key, result);
      return ok(ctx, null);
    }
    // The author is polling: a result that cannot be stored ends the run as SE rather than waiting out its lease.
    const { key } = parseInput(z.object({ key: z.string() }), ctx.request.body);
    const why = refusalOf(parsed.error) ?? 'invalid';
    await saveTestRunResult(services.db, key, {
      status: SubmissionStatus.systemError,
      time: 0,
      memory: 0,
      stdout: '',
      stderr: '',
      errorMessage: "System error: the judge's result could not be stored",
    });
    throw new HttpError(400, `The test result could not be stored (${why}): the run ended as a system error`);
  });

  addGenerationRoutes(router, services);

  // The reply lists the languages, so that the runner probes the ones an admin edited (languageProbe).
  router.post('/heartbeat', async (ctx) => {
    await reportRunner(services, parseInput(heartbeatRequest, ctx.request.body));
    ok(ctx, { languages: await loadLanguages(services) });
  });

  return router;
}

const leaseOfReport = z.object({
  submitId: z.number().int().positive(),
  round: z.number().int().min(1),
  leaseId: z.string().min(1).max(64),
});

/**
 * Stores a runner's report. A report the server cannot store for what it holds (it breaks the wire's or
 * the event's schema, or the database refuses its data) ends its round as SE at once, under the report's
 * lease, and is answered 409 (the lease is gone: the runner stops judging it). A round must never wait
 * for lease expiries because of one bad report, and a report's content must never make a 500.
 */
async function storeReport<S extends z.ZodType<z.infer<typeof leaseOfReport>>>(
  services: Services,
  body: unknown,
  schema: S,
  what: string,
  store: (report: z.infer<S>) => Promise<void>,
): Promise<void> {
  const lease = leaseOfReport.safeParse(body);
  if (!lease.success) {
    parseInput(schema, body);
    throw new HttpError(400, `The ${what} names no lease`);
  }
  const parsed = schema.safeParse(body);
  const why = parsed.success
    ? await store(parsed.data).then(
        () => null,
        (error: unknown) => {
          const refusal = refusalOf(error);
          if (refusal === null) throw error;
          return refusal;
        },
      )
    : (refusalOf(parsed.error) ?? 'invalid');
  if (why === null) return;
  await failRound(
    services,
    lease.data,
    `the server could not store the judge's ${what}: ${why}`,
    "System error: the judge's report could not be stored",
  );
  throw new HttpError(409, `The ${what} could not be stored (${why}): the round ended as a system error`);
}

/** Why a report's content was refused (schema or database), or null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return issue ? `${issue.path.join('.') || 'report'}: ${issue.message}` : 'invalid';
  }
  if (error instanceof InvalidEventData) return error.message;
  // Data exceptions (22: bad text, numbers out of range) and program limits (54: too large).
  if (error instanceof pg.DatabaseError && /^(22|54)/.test(error.code ?? '')) return error.message;
  return null;
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

/** The OI rank score of a verdict (spec 04), for OI problems only. */
async function oiRankScoreOf(services: Services, verdict: VerdictRequest): Promise<number | null> {
  if (verdict.score === null) return null;
  const row = await oiFactsOfSubmission(services.db, verdict.submitId);
  if (row?.type !== ProblemType.oi) return null;
  const ioScore = row.test_cases.reduce((sum, c) => sum + c.score, 0);
  return oiRankScore(verdict.score, row.difficulty, ioScore);
}
