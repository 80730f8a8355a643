import Router from '@koa/router';
import { isAccepted, PRACTICE_CID, programTextOf, SubmissionStatus } from '@oj/events';
import {
  contestByCid,
  firstFailedCaseSeq,
  frozenSummary,
  lastAcceptedCode,
  practiceSubmissionPage,
  problemByPid,
  type SubmissionRow,
  submissionById,
  submissionCases,
  submissionSummary,
  submissionsByIds,
  wrongCaseDownloadsOn,
} from '@oj/projections';
import { zipSync } from 'fflate';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { acceptsProgramText } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { contestVerdictHidden } from '../contest/core/contestAccess';
import { requireGroupMember } from '../group/groupAccess';
import { isAdminRole } from '../user/roles';
import {
  canSeeCases,
  canSeeCode,
  canSeeErrorMessage,
  canSeeJudgeFeedback,
  canSeeSubmission,
  isPracticeRow,
} from './submissionAccess';
import { runSubmissionCommand } from './submissionCommands';
import { submitProblemJudge } from './submit';

/** Spec 01: the wrong case of a submission may be downloaded at most twice a day (it reveals hidden tests). */
const WRONG_CASE_DOWNLOADS_PER_DAY = 2;
const submitIdField = z.object({ submitId: idParam });
/** Polled every few ms by a page that waits for verdicts: built once (zod compiles a schema on first use). */
const statusesRequest = z.object({
  submitIds: z.array(z.number().int().positive()).max(100),
  cid: z.number().int().optional(),
});
const listQuery = z.object({
  onlyMine: z.enum(['true', 'false']).optional(),
  status: decimalInt(
    z.number().int().min(SubmissionStatus.notSubmitted).max(SubmissionStatus.outputLimitExceeded),
  ).optional(),
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
    const row = await submissionById(db, submitId);
    if (!row || !canSeeSubmission(ctx.state.principal ?? null, row)) {
      throw new HttpError(404, 'The submission does not exist');
    }
    // A group problem's submission is its group's: its author's and its members' (spec 03 section 6).
    if (row.gid !== null && row.uid !== ctx.state.principal?.uid) {
      await requireGroupMember(db, ctx.state.principal ?? null, row.gid).catch(() => {
        throw new HttpError(404, 'The submission does not exist');
      });
    }
    return row;
  };
  /** A contest submission's verdict during the seal is what the board shows: unknown. */
  const verdictHidden = async (ctx: Context, row: SubmissionRow): Promise<boolean> => {
    if (row.cid === PRACTICE_CID) return false;
    const contest = await contestByCid(db, row.cid);
    return contest ? contestVerdictHidden(ctx.state.principal ?? null, contest, row) : false;
  };
  const shown = async (ctx: Context, row: SubmissionRow) => {
    const summary = submissionSummary(row);
    return (await verdictHidden(ctx, row)) ? frozenSummary(summary) : summary;
  };
  const problemFlags = async (pid: number) => {
    const row = await problemByPid(db, pid);
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
    const mine = q.onlyMine === 'true';
    const { rows, total } = await practiceSubmissionPage(
      db,
      {
        uid: mine ? currentPrincipal(ctx).uid : undefined,
        username: mine ? undefined : q.username || undefined,
        status: q.status,
        displayPid: q.problemID || undefined,
      },
      q,
    );
    ok(ctx, page(rows.map(submissionSummary), total, q.currentPage, q.limit));
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
      codeShare: flags.codeShare && isPracticeRow(row),
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
    const cases = await submissionCases(db, submitId);
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
    const { submitIds } = parseInput(statusesRequest, ctx.request.body);
    const rows = await submissionsByIds(db, submitIds);
    const viewer = ctx.state.principal ?? null;
    // A group problem's submission: its author's here (its group follows the group's room).
    const visible = rows.filter(
      (r) => canSeeSubmission(viewer, r) && (r.gid === null || r.uid === viewer?.uid),
    );
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
    if (!isPracticeRow(row)) throw new HttpError(400, 'Contest submissions cannot be shared');
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
    const problem = await problemByPid(db, row.pid);
    if (row.uid !== uid || !isPracticeRow(row) || !problem?.fields.openCaseResult) {
      throw new HttpError(403, 'Only the author may download the wrong case of a practice submission');
    }
    const failedSeq = await firstFailedCaseSeq(db, submitId);
    const testCase = failedSeq === undefined ? undefined : problem.test_cases[failedSeq - 1];
    if (failedSeq === undefined || !testCase)
      throw new HttpError(404, 'This submission has no wrong case to download');
    const today = new Date().toISOString().slice(0, 10);
    if ((await wrongCaseDownloadsOn(db, uid, today)) >= WRONG_CASE_DOWNLOADS_PER_DAY) {
      throw new HttpError(429, `You can download at most ${WRONG_CASE_DOWNLOADS_PER_DAY} wrong cases a day`);
    }
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, {
      type: 'DownloadWrongCase',
      uid,
      seq: failedSeq,
    });
    const files = {
      [testCase.inputName]: new Uint8Array(await services.testData.get(testCase.input)),
      [testCase.outputName]: new Uint8Array(await services.testData.get(testCase.output)),
    };
    ctx.type = 'application/zip';
    ctx.attachment(`submission-${submitId}-case-${failedSeq}.zip`);
    ctx.body = Buffer.from(zipSync(files));
  });

  router.get('/get-last-ac-code', requireLogin(), async (ctx) => {
    const { pid } = parseInput(z.object({ pid: idParam }), ctx.query);
    const row = await lastAcceptedCode(db, currentPrincipal(ctx).uid, pid);
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
    const failed = list.find((c) => !isAccepted(c.status));
    return {
      groupNum,
      status: failed ? failed.status : SubmissionStatus.accepted,
      score: Math.min(...list.map((c) => c.score)),
      ac: list.filter((c) => isAccepted(c.status)).length,
      total: list.length,
      time: Math.max(...list.map((c) => c.time)),
      memory: Math.max(...list.map((c) => c.memory)),
      subtaskDetailList: list,
    };
  });
}
