import Router from '@koa/router';
import {
  trainingMessages as m,
  ProblemAuth,
  SubmissionStatus,
  trainingAuthSchema,
  trainingLimits,
} from '@oj/events';
import {
  homeTagsByName,
  problemByPid,
  problemStatistics,
  trainingAcCounts,
  trainingCategories,
  trainingPage,
  trainingProblems,
  trainingProgressOf,
  trainingRankPage,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { loadLanguages } from '../judge/languages';
import type { Principal } from '../live/roomPolicy';
import { problemDetail, type TagView, verdictCounts } from '../problem/problemView';
import { hasTrainingAccess, isTrainingAdmin, readableTraining, requireTrainingEntry } from './trainingAccess';
import { runTrainingCommand } from './trainingCommands';
import { categoryView, rankRowView, trainingDetailView, trainingView } from './trainingView';

const listQuery = z.object({
  currentPage: currentPageParam,
  limit: pageSizeParam(100, trainingLimits.pageSize),
  keyword: z.string().max(200).optional(),
  categoryId: idParam.optional(),
  /** '' (the list's "All") means no filter. */
  auth: z.union([trainingAuthSchema, z.literal('')]).optional(),
});
const tidQuery = z.object({ tid: idParam });
const rankQuery = z.object({
  tid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(300, trainingLimits.rankPageSize),
  keyword: z.string().max(100).optional(),
});
const registerBody = z.object({
  tid: idParam,
  password: z
    .string({ error: m.enterPassword })
    .max(trainingLimits.passwordMaxLength, m.wrongPassword)
    .default(''),
});

/**
 * Trainings as users see them (spec 02 sections 2-9): categories, the list, a training's detail and
 * access, registration, its problems with the reader's progress, a problem page in training mode, and
 * the rank. A private or protected training's problems and rank need a registration; admins see all.
 */
export function trainingRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/get-training-category', async (ctx) => {
    ok(ctx, (await trainingCategories(db)).map(categoryView));
  });

  router.get('/get-training-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    const { rows, total } = await trainingPage(
      db,
      { currentPage: q.currentPage, limit: q.limit },
      { keyword: q.keyword, categoryId: q.categoryId, auth: q.auth || undefined, withHidden: false },
    );
    const acCounts = principal
      ? await trainingAcCounts(
          db,
          principal.uid,
          rows.map((r) => r.id),
        )
      : null;
    ok(
      ctx,
      page(
        rows.map((row) => trainingView(row, acCounts ? (acCounts.get(row.id) ?? 0) : null)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-training-detail', async (ctx) => {
    const { tid } = parseInput(tidQuery, ctx.query);
    const principal = ctx.state.principal;
    const training = await readableTraining(db, principal, tid);
    const access = await hasTrainingAccess(db, principal, training);
    const acCount = principal ? ((await trainingAcCounts(db, principal.uid, [tid])).get(tid) ?? 0) : null;
    ok(ctx, trainingDetailView(training, acCount, access));
  });

  router.get('/get-training-access', async (ctx) => {
    const { tid } = parseInput(tidQuery, ctx.query);
    const principal = ctx.state.principal;
    const training = await readableTraining(db, principal, tid);
    ok(ctx, { access: await hasTrainingAccess(db, principal, training) });
  });

  router.post('/register-training', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const { tid, password } = parseInput(registerBody, ctx.request.body);
    await readableTraining(db, principal, tid);
    await runTrainingCommand(services, commandMetadata(ctx), tid, {
      type: 'Register',
      actor: { uid: principal.uid, username: principal.username },
      password,
    });
    ok(ctx, { access: true });
  });

  router.get('/get-training-problem-list', async (ctx) => {
    const { tid } = parseInput(tidQuery, ctx.query);
    const { problems, progress } = await problemsWithProgress(db, ctx.state.principal, tid);
    const known = await homeTagsByName(db);
    const counts = verdictCounts(
      await problemStatistics(
        db,
        problems.map((p) => p.pid),
      ),
    );
    ok(
      ctx,
      problems.map((p) => ({
        pid: p.pid,
        problemId: p.problem_id,
        title: p.title,
        difficulty: p.difficulty,
        type: p.type,
        tags: p.tags.flatMap((name) => (known.has(name) ? [known.get(name) as TagView] : [])),
        ac: counts.get(p.pid)?.ac ?? 0,
        total: counts.get(p.pid)?.total ?? 0,
        /** 0 accepted, -1 tried, 5 pending, -10 untouched; null for visitors. */
        myStatus: progress ? (progress.get(p.pid) ?? SubmissionStatus.notSubmitted) : null,
      })),
    );
  });

  router.get('/get-training-problem-details', async (ctx) => {
    const { tid, problemId } = parseInput(
      z.object({ tid: idParam, problemId: z.string().min(1).max(50) }),
      ctx.query,
    );
    const principal = ctx.state.principal;
    await requireTrainingEntry(db, principal, tid);
    const listed = (await trainingProblems(db, tid, { withHidden: isTrainingAdmin(principal) })).find(
      (p) => p.problem_id === problemId,
    );
    const row = listed ? await problemByPid(db, listed.pid) : undefined;
    // A problem made private after it was added stays listed but opens only for admins.
    if (!row || (row.auth !== ProblemAuth.public && !isTrainingAdmin(principal)))
      throw new HttpError(404, 'The problem does not exist');
    const languages =
      row.fields.languages.length > 0
        ? row.fields.languages
        : (await loadLanguages(services)).map((l) => l.name);
    const known = await homeTagsByName(db);
    const tags = row.tags.flatMap((name) => (known.has(name) ? [known.get(name) as TagView] : []));
    const counts = verdictCounts(await problemStatistics(db, [row.pid]));
    ok(ctx, problemDetail(row, tags, languages, counts.get(row.pid)));
  });

  router.get('/get-training-rank', async (ctx) => {
    const q = parseInput(rankQuery, ctx.query);
    const principal = ctx.state.principal;
    await requireTrainingEntry(db, principal, q.tid);
    const [{ rows, total }, problems] = await Promise.all([
      trainingRankPage(db, q.tid, { currentPage: q.currentPage, limit: q.limit }, q.keyword),
      trainingProblems(db, q.tid, { withHidden: false }),
    ]);
    const realnames = isTrainingAdmin(principal);
    ok(ctx, {
      ...page(
        rows.map((row) => rankRowView(row, realnames)),
        total,
        q.currentPage,
        q.limit,
      ),
      problems: problems.map((p) => ({ pid: p.pid, problemId: p.problem_id, title: p.title })),
    });
  });

  return router;
}

/**
 * A training's problems for the focus mode's drawer (GET /api/get-full-screen-problem-list?tid=): who
 * may read its problem list may read this; the reader's status (0 solved, -1 tried, -10 untouched; null
 * for a visitor), no score (a training has none).
 */
export async function trainingFullScreenProblems(db: Services['db'], principal: Principal, tid: number) {
  const { problems, progress } = await problemsWithProgress(db, principal, tid);
  return problems.map((p) => ({
    pid: p.pid,
    problemId: p.problem_id,
    title: p.title,
    status: progress ? (progress.get(p.pid) ?? SubmissionStatus.notSubmitted) : null,
    score: null,
  }));
}

/** A training's visible problems, for whoever may enter it, with the reader's progress (null: a visitor). */
async function problemsWithProgress(db: Services['db'], principal: Principal, tid: number) {
  await requireTrainingEntry(db, principal, tid);
  const problems = await trainingProblems(db, tid, { withHidden: false });
  const pids = problems.map((p) => p.pid);
  const progress = principal ? await trainingProgressOf(db, principal.uid, pids) : null;
  return { problems, progress };
}
