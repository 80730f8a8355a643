import Router from '@koa/router';
import { programTextOf } from '@oj/events';
import { type SubmissionRow, submissionSummary } from '@oj/projections';
import { zipSync } from 'fflate';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { acceptsProgramText } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { contestVerdictHidden, frozenSummary } from '../contest/contestAccess';
import { isAdminRole } from '../user/roles';
import {
  canSeeCases,
  canSeeCode,
  canSeeErrorMessage,
  canSeeJudgeFeedback,
  canSeeSubmission,
} from './submissionAccess';
import { runSubmissionCommand } from './submissionCommands';
import { submitProblemJudge } from './submit';

/** Spec 01: the wrong case of a submission may be downloaded at most twice a day (it reveals hidden tests). */
const WRONG_CASE_DOWNLOADS_PER_DAY = 2;
const submitIdField = z.object({ submitId: idParam });
const listQuery = z.object({
  onlyMine: z.enum(['true', 'false']).optional(),
  status: decimalInt(z.number().int().min(-10).max(11)).optional(),
  username: z.string().trim().max(50).optional(),
  problemID: z.string().trim().max(50).optional(),
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 15),
});

/** Submitting, the status list, details, case results and sharing (spec 01 sections 2.7-2.9, 4, 7). */
export function submissionRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const visibleRow = async (ctx: Context, submitId: number): Promise<SubmissionRow> => {
    const row = await db
      .selectFrom('submissions')
      .selectAll()
      .where('submit_id', '=', submitId)
      .executeTakeFirst();
    if (!row || !canSeeSubmission(ctx.state.principal ?? null, row)) {
      throw new HttpError(404, 'The submission does not exist');
    }
    return row;
  };
  /** A contest submission's verdict during the seal is what the board shows: unknown (-5). */
  const verdictHidden = async (ctx: Context, row: SubmissionRow): Promise<boolean> => {
    if (row.cid === 0) return false;
    const contest = await db.selectFrom('contests').selectAll().where('cid', '=', row.cid).executeTakeFirst();
    return contest ? contestVerdictHidden(ctx.state.principal ?? null, contest, row) : false;
  };
  const shown = async (ctx: Context, row: SubmissionRow) => {
    const summary = submissionSummary(row);
    return (await verdictHidden(ctx, row)) ? frozenSummary(summary) : summary;
  };
  const problemFlags = async (pid: number) => {
    const row = await db
      .selectFrom('problems')
      .select(['fields', 'problem_id', 'title'])
      .where('pid', '=', pid)
      .executeTakeFirst();
    return {
      codeShare: row?.fields.codeShare ?? false,
      openCaseResult: row?.fields.openCaseResult ?? false,
      title: row?.title ?? '',
      judgeMode: row?.fields.judgeMode ?? 'default',
      judgeCaseMode: row?.fields.judgeCaseMode ?? 'default',
    };
  };

  router.post('/submit-problem-judge', acceptsProgramText('code'), requireLogin(), async (ctx) => {
    const submitId = await submitProblemJudge(services, ctx);
    ok(ctx, { submitId });
  });

  router.get('/get-submission-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    let query = db.selectFrom('submissions').where('cid', '=', 0);
    if (q.onlyMine === 'true') query = query.where('uid', '=', currentPrincipal(ctx).uid);
    else if (q.username) query = query.where('username', '=', q.username);
    if (q.status !== undefined) query = query.where('status', '=', q.status);
    if (q.problemID) query = query.where(sql<boolean>`lower(display_pid) = ${q.problemID.toLowerCase()}`);
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('submit_id', 'desc')
      .limit(q.limit)
      .offset((q.currentPage - 1) * q.limit)
      .execute();
    ok(ctx, page(rows.map(submissionSummary), Number(count), q.currentPage, q.limit));
  });

  router.get('/get-submission-detail', async (ctx) => {
    const { submitId } = parseInput(submitIdField, ctx.query);
    const row = await visibleRow(ctx, submitId);
    const viewer = ctx.state.principal ?? null;
    const flags = await problemFlags(row.pid);
    const hidden = await verdictHidden(ctx, row);
    ok(ctx, {
      submission: {
        ...(await shown(ctx, row)),
        title: flags.title,
        judgeMode: flags.judgeMode,
        // Program text goes out in its codec form: a string, or { base64 } when NUL or invalid UTF-8.
        code: canSeeCode(viewer, row, flags.codeShare) ? programTextOf(row.code) : null,
        errorMessage: !hidden && canSeeErrorMessage(viewer, row) ? programTextOf(row.error_message) : null,
        // The reason behind a system error is for admins, who fix checkers and data (not while frozen for them).
        systemError:
          !hidden && viewer && isAdminRole(viewer.roles) && row.system_error
            ? programTextOf(row.system_error)
            : null,
      },
      codeShare: flags.codeShare && row.cid === 0,
    });
  });

  router.get('/get-all-case-result', async (ctx) => {
    const { submitId } = parseInput(submitIdField, ctx.query);
    const row = await visibleRow(ctx, submitId);
    const flags = await problemFlags(row.pid);
    const { judgeCaseMode } = flags;
    if (
      !canSeeCases(ctx.state.principal ?? null, row, flags.openCaseResult) ||
      (await verdictHidden(ctx, row))
    ) {
      return ok(ctx, {
        judgeCaseMode,
        judgeCaseList: null,
        subTaskJudgeCaseVoList: null,
      });
    }
    const cases = await db
      .selectFrom('submission_cases')
      .selectAll()
      .where('submit_id', '=', submitId)
      .orderBy('seq')
      .execute();
    const judgeCaseList = cases.map((c) => ({
      caseId: c.seq,
      seq: c.seq,
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      groupNum: c.group_num,
      inputData: c.input_name,
      outputData: c.output_name,
      userOutput: programTextOf(c.user_output),
      message: canSeeJudgeFeedback(ctx.state.principal ?? null) ? programTextOf(c.message) : '',
    }));
    ok(ctx, {
      judgeCaseMode,
      judgeCaseList,
      subTaskJudgeCaseVoList: subtasks(judgeCaseList),
    });
  });

  router.post('/check-submissions-status', async (ctx) => {
    const { submitIds } = parseInput(
      z.object({
        submitIds: z.array(z.number().int().positive()).max(100),
        cid: z.number().int().optional(),
      }),
      ctx.request.body,
    );
    const rows =
      submitIds.length === 0
        ? []
        : await db.selectFrom('submissions').selectAll().where('submit_id', 'in', submitIds).execute();
    const viewer = ctx.state.principal ?? null;
    const visible = rows.filter((r) => canSeeSubmission(viewer, r));
    ok(
      ctx,
      Object.fromEntries(await Promise.all(visible.map(async (r) => [r.submit_id, await shown(ctx, r)]))),
    );
  });

  router.put('/submission', requireLogin(), async (ctx) => {
    const { submitId, share } = parseInput(
      z.object({ submitId: z.number().int().positive(), share: z.boolean() }),
      ctx.request.body,
    );
    const row = await visibleRow(ctx, submitId);
    if (row.cid !== 0) throw new HttpError(400, 'Contest submissions cannot be shared');
    if (share && !(await problemFlags(row.pid)).codeShare) {
      throw new HttpError(403, 'This problem does not allow sharing code');
    }
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, {
      type: 'Share',
      uid: currentPrincipal(ctx).uid,
      share,
    });
    ok(ctx, null);
  });

  router.get('/submission/download-wrong-case', requireLogin(), async (ctx) => {
    const { submitId } = parseInput(submitIdField, ctx.query);
    const row = await visibleRow(ctx, submitId);
    const { uid } = currentPrincipal(ctx);
    const problem = await db
      .selectFrom('problems')
      .select(['fields', 'test_cases'])
      .where('pid', '=', row.pid)
      .executeTakeFirst();
    if (row.uid !== uid || row.cid !== 0 || !problem?.fields.openCaseResult) {
      throw new HttpError(403, 'Only the author may download the wrong case of a practice submission');
    }
    const failed = await db
      .selectFrom('submission_cases')
      .select('seq')
      .where('submit_id', '=', submitId)
      .where('status', 'not in', [0, -4])
      .orderBy('seq')
      .executeTakeFirst();
    const testCase = failed ? problem.test_cases[failed.seq - 1] : undefined;
    if (!failed || !testCase) throw new HttpError(404, 'This submission has no wrong case to download');
    const today = new Date().toISOString().slice(0, 10);
    const used = await db
      .selectFrom('wrong_case_downloads')
      .select('count')
      .where('uid', '=', uid)
      .where('day', '=', today)
      .executeTakeFirst();
    if ((used?.count ?? 0) >= WRONG_CASE_DOWNLOADS_PER_DAY) {
      throw new HttpError(429, `You can download at most ${WRONG_CASE_DOWNLOADS_PER_DAY} wrong cases a day`);
    }
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, {
      type: 'DownloadWrongCase',
      uid,
      seq: failed.seq,
    });
    const files = {
      [testCase.inputName]: new Uint8Array(await services.testData.get(testCase.input)),
      [testCase.outputName]: new Uint8Array(await services.testData.get(testCase.output)),
    };
    ctx.type = 'application/zip';
    ctx.attachment(`submission-${submitId}-case-${failed.seq}.zip`);
    ctx.body = Buffer.from(zipSync(files));
  });

  router.get('/get-last-ac-code', requireLogin(), async (ctx) => {
    const { pid } = parseInput(z.object({ pid: idParam }), ctx.query);
    const row = await db
      .selectFrom('submissions')
      .select(['code', 'language'])
      .where('uid', '=', currentPrincipal(ctx).uid)
      .where('pid', '=', pid)
      .where('status', '=', 0)
      .orderBy('submit_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'You have not passed this problem yet');
    ok(ctx, { code: programTextOf(row.code), language: row.language });
  });

  return router;
}

type CaseView = { groupNum: number; status: number; score: number; time: number; memory: number };

/** Subtask summaries for the detail page: per group, its cases' status, score and figures. */
function subtasks(cases: CaseView[]) {
  const groups = new Map<number, CaseView[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c]);
  if (groups.size <= 1) return null;
  return [...groups].map(([groupNum, list]) => {
    const failed = list.find((c) => c.status !== 0);
    return {
      groupNum,
      status: failed ? failed.status : 0,
      score: Math.min(...list.map((c) => c.score)),
      ac: list.filter((c) => c.status === 0).length,
      total: list.length,
      time: Math.max(...list.map((c) => c.time)),
      memory: Math.max(...list.map((c) => c.memory)),
      subtaskDetailList: list,
    };
  });
}
