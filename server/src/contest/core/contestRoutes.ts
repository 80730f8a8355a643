import Router from '@koa/router';
import {
  ContestAuth,
  ContestPhase,
  ContestType,
  isAccepted,
  isOpenStatus,
  SubmissionStatus,
} from '@oj/events';
import { contestProfileSchema } from '@oj/events/contracts';
import type { ContestRow } from '@oj/projections';
import {
  boardSubmissionsDuring,
  contestProblemByDisplayId,
  contestProblems,
  contestRegistrations,
  registrationCounts,
  visibleContestPage,
} from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { loadLanguages } from '../../judge/languages';
import { problemDetail, verdictCounts } from '../../problem/problemView';
import { trainingFullScreenProblems } from '../../training/trainingRoutes';
import {
  findContest,
  hasContestAccess,
  isContestAdmin,
  requireContestEntry,
  seesSealedBoard,
  type Viewer,
} from './contestAccess';
import { runContestCommand } from './contestCommands';
import { contestInfo } from './contestView';

const cidField = idParam;
const cidQuery = z.object({ cid: cidField });
/** Exactly one of a contest and a training. */
const fullScreenQuery = z
  .object({ cid: cidField.optional(), tid: idParam.optional() })
  .refine((q) => (q.cid === undefined) !== (q.tid === undefined), 'Give either cid or tid');

/** The contest area anyone or any contestant reads (spec 02 sections 2-7), boards aside. */
export function contestRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;
  const viewerOf = (ctx: Context): Viewer => ctx.state.principal ?? null;
  router.get('/get-contest-list', async (ctx) => {
    const q = parseInput(
      z.object({
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 10),
        status: decimalInt(z.number().int().min(ContestPhase.scheduled).max(ContestPhase.ended)).optional(),
        type: decimalInt(z.number().int().min(ContestType.acm).max(ContestType.oi)).optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
      ctx.query,
    );
    const now = new Date();
    const { rows, total } = await visibleContestPage(db, {
      type: q.type,
      keyword: q.keyword,
      phase: q.status,
      now,
      page: q,
    });
    const counts = await registrationCounts(
      db,
      rows.map((r) => r.cid),
    );
    ok(
      ctx,
      page(
        rows.map((r) => contestInfo(r, counts.get(r.cid) ?? 0, now.getTime())),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-contest-info', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await findContest(db, viewerOf(ctx), cid);
    ok(ctx, contestInfo(contest, (await registrationCounts(db, [cid])).get(cid) ?? 0));
  });

  router.get('/get-contest-access', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await findContest(db, viewerOf(ctx), cid);
    ok(ctx, { access: await hasContestAccess(db, viewerOf(ctx), contest) });
  });

  /** Who registered, with the confirm-info each gave (protected contests): the contest's admins only. */
  router.get('/get-contest-registrations', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const viewer = viewerOf(ctx);
    const contest = await findContest(db, viewer, cid);
    if (!isContestAdmin(viewer, contest))
      throw new HttpError(403, 'Only the contest admins may see its registrations');
    const rows = await contestRegistrations(db, cid);
    ok(
      ctx,
      rows.map((row) => ({
        uid: row.uid,
        username: row.username,
        registeredAt: row.registered_at.toISOString(),
        profile: row.profile,
      })),
    );
  });

  router.post('/register-contest', requireLogin(), async (ctx) => {
    const { cid, password, profile } = parseInput(
      z.object({
        cid: cidField,
        password: z.string().max(100).default(''),
        profile: contestProfileSchema.optional(),
      }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    const contest = await findContest(db, principal, cid);
    // Spec 02: entering a protected contest asks who the contestant is; its admins read it.
    if (contest.auth === ContestAuth.protected && !profile)
      throw new HttpError(400, 'Enter the Confirm Info');
    await runContestCommand(services, commandMetadata(ctx), cid, {
      type: 'Register',
      uid: principal.uid,
      username: principal.username,
      password,
      now: Date.now(),
      ...(profile ? { profile } : {}),
    });
    ok(ctx, null);
  });

  router.get('/get-contest-problem', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await enter(ctx, cid);
    ok(ctx, await problemList(contest, viewerOf(ctx)));
  });

  router.get('/get-contest-problem-details', requireLogin(), async (ctx) => {
    const { cid, displayId } = parseInput(
      z.object({ cid: cidField, displayId: z.string().trim().min(1).max(20) }),
      ctx.query,
    );
    const contest = await enter(ctx, cid);
    const entry = await contestProblemByDisplayId(db, cid, displayId);
    if (!entry) throw new HttpError(404, 'The problem does not exist in this contest');
    const languages =
      entry.fields.languages.length > 0
        ? entry.fields.languages
        : (await loadLanguages(services)).map((l) => l.name);
    const counts = (await problemList(contest, viewerOf(ctx))).find((p) => p.pid === entry.pid);
    const detail = problemDetail(entry, [], languages);
    ok(ctx, {
      ...detail,
      problem: {
        ...detail.problem,
        problemId: entry.display_id,
        title: entry.display_title,
        color: entry.color,
      },
      problemCount: { ...detail.problemCount, total: counts?.total ?? null, ac: counts?.ac ?? null },
    });
  });

  /**
   * The problems of the focus mode's drawer (spec 01 §7): a contest's (`cid`, signed in, as its problem
   * list) or a training's (`tid`, as its problem list), each with the reader's status and, in an OI
   * contest, the score of their last judged submission (null while the seal hides their own results).
   */
  router.get('/get-full-screen-problem-list', async (ctx) => {
    const { cid, tid } = parseInput(fullScreenQuery, ctx.query);
    if (cid === undefined) {
      ok(ctx, await trainingFullScreenProblems(db, ctx.state.principal, tid ?? 0));
      return;
    }
    currentPrincipal(ctx);
    const contest = await enter(ctx, cid);
    const problems = await problemList(contest, viewerOf(ctx));
    ok(
      ctx,
      problems.map((p) => ({
        pid: p.pid,
        problemId: p.displayId,
        title: p.displayTitle,
        status: p.myStatus,
        score: p.myScore,
      })),
    );
  });

  /** The contest, once this viewer may be inside it (signed in, access, started; admins always). */
  async function enter(ctx: Context, cid: number): Promise<ContestRow> {
    const contest = await findContest(db, viewerOf(ctx), cid);
    await requireContestEntry(db, viewerOf(ctx), contest);
    return contest;
  }

  /**
   * The problems with their accepted and total counts (null while the viewer sees the sealed board:
   * the client shows "?"), and the viewer's own status: 0 solved, -1 tried, 5 waiting, -10 not tried.
   */
  async function problemList(contest: ContestRow, viewer: Viewer) {
    const sealed = seesSealedBoard(viewer, contest);
    const problems = await contestProblems(db, contest.cid);
    const subs = await boardSubmissionsDuring(db, contest);
    const mine = viewer ? subs.filter((s) => s.uid === viewer.uid) : [];
    const counts = verdictCounts(
      subs.filter((s) => !isOpenStatus(s.status)).map((s) => ({ pid: s.pid, status: s.status, count: 1 })),
    );
    return problems.map((p) => {
      const own = mine.filter((s) => s.pid === p.pid);
      const myStatus = own.some((s) => isAccepted(s.status))
        ? SubmissionStatus.accepted
        : own.some((s) => !isOpenStatus(s.status))
          ? SubmissionStatus.wrongAnswer
          : own.length > 0
            ? SubmissionStatus.pending
            : SubmissionStatus.notSubmitted;
      const ownHidden = sealed && contest.type === ContestType.oi && own.length > 0;
      const lastJudged = own
        .filter((s) => !isOpenStatus(s.status))
        .sort((a, b) => b.submit_time.getTime() - a.submit_time.getTime())[0];
      return {
        pid: p.pid,
        cid: contest.cid,
        displayId: p.display_id,
        displayTitle: p.display_title,
        color: p.color,
        ac: sealed ? null : (counts.get(p.pid)?.ac ?? 0),
        total: sealed ? null : (counts.get(p.pid)?.total ?? 0),
        myStatus: ownHidden ? SubmissionStatus.unknown : myStatus,
        /** OI: the last judged submission's score (the one that counts), unless the seal hides it. */
        myScore: contest.type !== ContestType.oi || ownHidden ? null : (lastJudged?.score ?? null),
      };
    });
  }

  return router;
}
