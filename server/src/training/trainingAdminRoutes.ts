import Router from '@koa/router';
import {
  trainingMessages as m,
  ProblemAuth,
  trainingCategoryColorRule,
  trainingCategoryNameRule,
  trainingLimits,
} from '@oj/events';
import {
  inPublicBank,
  problemByProblemId,
  trainingCategories,
  trainingCategoryById,
  trainingPage,
  trainingProblems,
  trainingsInCategory,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin } from '../auth/authMiddleware';
import { trainingForAdmin } from './trainingAccess';
import { nextTrainingId, runTrainingCategoryCommand, runTrainingCommand } from './trainingCommands';
import { createBody, updateBody } from './trainingForms';
import { categoryView, trainingDetailView, trainingView } from './trainingView';

const categoryBody = z.object({ name: trainingCategoryNameRule, color: trainingCategoryColorRule });
const tid = z.object({ tid: idParam });

/**
 * The back office's trainings (spec 03 sections 2-7): list (hidden ones too), the form (rank, title,
 * description, auth and password, category, visibility), delete, the problem list (add by problem ID,
 * remove, order, show or hide each) and the categories (name and colour). Admin roles only.
 */
export function trainingAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/training' });
  const { db } = services;

  const category = async (id: number) => {
    if (!(await trainingCategoryById(db, id))) throw new HttpError(400, m.categoryMissing);
  };
  /** The training as the admin form reads it back, password included. */
  const formOf = async (id: number) => {
    const training = await trainingForAdmin(db, id);
    return { ...trainingDetailView(training, null, true), privatePwd: training.private_pwd };
  };

  router.get('/list', requireAdmin(), async (ctx) => {
    const q = parseInput(
      z.object({
        currentPage: currentPageParam,
        limit: pageSizeParam(100, trainingLimits.pageSize),
        keyword: z.string().max(200).optional(),
      }),
      ctx.query,
    );
    const { rows, total } = await trainingPage(
      db,
      { currentPage: q.currentPage, limit: q.limit },
      { keyword: q.keyword, withHidden: true },
    );
    ok(
      ctx,
      page(
        rows.map((row) => trainingView(row, null)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/', requireAdmin(), async (ctx) => {
    ok(ctx, await formOf(parseInput(tid, ctx.query).tid));
  });

  router.post('/', requireAdmin(), async (ctx) => {
    const body = parseInput(createBody, ctx.request.body);
    await category(body.categoryId);
    const principal = currentPrincipal(ctx);
    const id = await nextTrainingId(services);
    await runTrainingCommand(services, commandMetadata(ctx), id, {
      type: 'CreateTraining',
      id,
      fields: { ...body, gid: null },
      author: { uid: principal.uid, username: principal.username },
    });
    ok(ctx, await formOf(id));
  });

  router.put('/', requireAdmin(), async (ctx) => {
    const { id, ...changes } = parseInput(updateBody, ctx.request.body);
    await trainingForAdmin(db, id);
    if (changes.categoryId !== undefined) await category(changes.categoryId);
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'UpdateTraining', changes });
    ok(ctx, await formOf(id));
  });

  router.put('/change-training-status', requireAdmin(), async (ctx) => {
    const { id, status } = parseInput(z.object({ id: idParam, status: z.boolean() }), ctx.request.body);
    await trainingForAdmin(db, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, {
      type: 'UpdateTraining',
      changes: { status },
    });
    ok(ctx, await formOf(id));
  });

  router.delete('/', requireAdmin(), async (ctx) => {
    const { tid: id } = parseInput(tid, ctx.query);
    await trainingForAdmin(db, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'DeleteTraining' });
    ok(ctx, null);
  });

  const problemsOf = async (id: number) =>
    (await trainingProblems(db, id, { withHidden: true })).map((p) => ({
      pid: p.pid,
      problemId: p.problem_id,
      title: p.title,
      difficulty: p.difficulty,
      auth: p.auth,
      rank: p.rank,
      visible: p.visible,
    }));

  router.get('/problem-list', requireAdmin(), async (ctx) => {
    const { tid: id } = parseInput(tid, ctx.query);
    await trainingForAdmin(db, id);
    ok(ctx, await problemsOf(id));
  });

  router.post('/problem', requireAdmin(), async (ctx) => {
    const { tid: id, problemIds } = parseInput(
      z.object({
        tid: idParam,
        problemIds: z.array(z.string().trim().min(1).max(50)).min(1).max(trainingLimits.problemsMax),
      }),
      ctx.request.body,
    );
    await trainingForAdmin(db, id);
    const pids: number[] = [];
    for (const problemId of problemIds) {
      const problem = await problemByProblemId(db, problemId);
      if (!problem) throw new HttpError(404, `${m.problemMissing}: ${problemId}`);
      // Training problems are practice problems: users submit to them as to any public problem.
      if (problem.auth !== ProblemAuth.public || !inPublicBank(problem))
        throw new HttpError(400, `Only public problems can be added to a training: ${problemId}`);
      pids.push(problem.pid);
    }
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'AddProblems', pids });
    ok(ctx, await problemsOf(id));
  });

  router.delete('/problem', requireAdmin(), async (ctx) => {
    const { tid: id, pid } = parseInput(z.object({ tid: idParam, pid: idParam }), ctx.query);
    await trainingForAdmin(db, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'RemoveProblem', pid });
    ok(ctx, await problemsOf(id));
  });

  router.put('/problem-order', requireAdmin(), async (ctx) => {
    const { tid: id, pids } = parseInput(
      z.object({ tid: idParam, pids: z.array(idParam).max(trainingLimits.problemsMax) }),
      ctx.request.body,
    );
    await trainingForAdmin(db, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'ReorderProblems', pids });
    ok(ctx, await problemsOf(id));
  });

  router.put('/problem-visibility', requireAdmin(), async (ctx) => {
    const {
      tid: id,
      pid,
      visible,
    } = parseInput(z.object({ tid: idParam, pid: idParam, visible: z.boolean() }), ctx.request.body);
    await trainingForAdmin(db, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, {
      type: 'SetProblemVisibility',
      pid,
      visible,
    });
    ok(ctx, await problemsOf(id));
  });

  router.get('/category', requireAdmin(), async (ctx) => {
    ok(ctx, (await trainingCategories(db)).map(categoryView));
  });

  router.post('/category', requireAdmin(), async (ctx) => {
    const { name, color } = parseInput(categoryBody, ctx.request.body);
    await runTrainingCategoryCommand(services, commandMetadata(ctx), { type: 'SaveCategory', name, color });
    ok(ctx, (await trainingCategories(db)).map(categoryView));
  });

  router.put('/category', requireAdmin(), async (ctx) => {
    const { id, name, color } = parseInput(categoryBody.extend({ id: idParam }), ctx.request.body);
    await runTrainingCategoryCommand(services, commandMetadata(ctx), {
      type: 'SaveCategory',
      id,
      name,
      color,
    });
    ok(ctx, (await trainingCategories(db)).map(categoryView));
  });

  router.delete('/category', requireAdmin(), async (ctx) => {
    const { id } = parseInput(z.object({ id: idParam }), ctx.query);
    // Trainings name their category; one still in use stays (see decisions.md).
    if ((await trainingsInCategory(db, id)) > 0) throw new HttpError(409, m.categoryInUse);
    await runTrainingCategoryCommand(services, commandMetadata(ctx), { type: 'DeleteCategory', id });
    ok(ctx, (await trainingCategories(db)).map(categoryView));
  });

  return router;
}
