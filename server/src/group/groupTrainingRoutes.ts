import Router from '@koa/router';
import {
  GroupRole,
  groupMessages as m,
  ProblemAuth,
  trainingMessages as tm,
  trainingLimits,
} from '@oj/events';
import {
  groupProblemById,
  inPublicBank,
  problemByProblemId,
  type TrainingListing,
  trainingAcCounts,
  trainingById,
  trainingCategoryById,
  trainingPage,
  trainingProblems,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { nextTrainingId, runTrainingCommand } from '../training/trainingCommands';
import * as trainingForm from '../training/trainingForms';
import { trainingDetailView, trainingView } from '../training/trainingView';
import { type GroupReading, requireGroupAdmin, requireGroupMember } from './groupAccess';

const createBody = trainingForm.createBody.extend({ gid: idParam });
const updateBody = trainingForm.updateBody.extend({ gid: idParam });
const listQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 10),
  keyword: z.string().max(200).optional(),
});
const tidQuery = z.object({ gid: idParam, tid: idParam });
const addBody = z.object({ gid: idParam, tid: idParam, problemId: z.string().trim().min(1).max(50) });

/**
 * A group's trainings (spec 03 sections 2.6, 6 and 7.2): the members' list, the admins' list, the form
 * (create for its admins; edit, delete and visibility for its root or the training's author), and its
 * problems: added from the public bank or the group's own by problem ID, ordered, removed. Reading a
 * group training (detail, problems, rank, a problem page) is the trainings' own routes, which let only
 * the group's members in.
 */
export function groupTrainingRoutes(services: Services) {
  const router = new Router({ prefix: '/api/group' });
  const { db } = services;

  const category = async (id: number) => {
    if (!(await trainingCategoryById(db, id))) throw new HttpError(400, tm.categoryMissing);
  };
  const canManage = (reading: GroupReading, training: TrainingListing, uid: string) =>
    reading.level >= GroupRole.root || training.author_uid === uid;
  /** The group's training for its root or its author (403 for other admins, 404 when the group lacks it). */
  const managed = async (principal: AuthPrincipal, gid: number, tid: number) => {
    const reading = await requireGroupAdmin(db, principal, gid);
    const training = await trainingById(db, tid);
    if (!training || training.gid !== gid) throw new HttpError(404, tm.notFound);
    if (!canManage(reading, training, principal.uid)) throw new HttpError(403, m.notYourItem);
    return training;
  };
  const formOf = async (tid: number) => {
    const training = (await trainingById(db, tid)) ?? fail404();
    return { ...trainingDetailView(training, null, true), privatePwd: training.private_pwd };
  };
  const problemsOf = async (tid: number) =>
    (await trainingProblems(db, tid, { withHidden: true })).map((p) => ({
      pid: p.pid,
      problemId: p.problem_id,
      title: p.title,
      difficulty: p.difficulty,
      auth: p.auth,
      rank: p.rank,
      visible: p.visible,
    }));

  router.get('/get-training-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    await requireGroupMember(db, principal, q.gid);
    const { rows, total } = await trainingPage(db, q, { keyword: q.keyword, withHidden: false, gid: q.gid });
    const counts = principal
      ? await trainingAcCounts(
          db,
          principal.uid,
          rows.map((r) => r.id),
        )
      : null;
    ok(
      ctx,
      page(
        rows.map((row) => trainingView(row, counts ? (counts.get(row.id) ?? 0) : null)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-admin-training-list', requireLogin(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const reading = await requireGroupAdmin(db, principal, q.gid);
    const { rows, total } = await trainingPage(db, q, { keyword: q.keyword, withHidden: true, gid: q.gid });
    ok(
      ctx,
      page(
        rows.map((row) => ({
          ...trainingView(row, null),
          canManage: canManage(reading, row, principal.uid),
        })),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/training', requireLogin(), async (ctx) => {
    const { gid, tid } = parseInput(tidQuery, ctx.query);
    await managed(currentPrincipal(ctx), gid, tid);
    ok(ctx, await formOf(tid));
  });

  router.post('/training', requireLogin(), async (ctx) => {
    const { gid, ...fields } = parseInput(createBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    await requireGroupAdmin(db, principal, gid);
    await category(fields.categoryId);
    const id = await nextTrainingId(services);
    await runTrainingCommand(services, commandMetadata(ctx), id, {
      type: 'CreateTraining',
      id,
      fields: { ...fields, gid },
      author: { uid: principal.uid, username: principal.username },
    });
    ok(ctx, await formOf(id));
  });

  router.put('/training', requireLogin(), async (ctx) => {
    const { gid, id, ...changes } = parseInput(updateBody, ctx.request.body);
    await managed(currentPrincipal(ctx), gid, id);
    if (changes.categoryId !== undefined) await category(changes.categoryId);
    await runTrainingCommand(services, commandMetadata(ctx), id, { type: 'UpdateTraining', changes });
    ok(ctx, await formOf(id));
  });

  router.delete('/training', requireLogin(), async (ctx) => {
    const { gid, tid } = parseInput(tidQuery, ctx.query);
    await managed(currentPrincipal(ctx), gid, tid);
    await runTrainingCommand(services, commandMetadata(ctx), tid, { type: 'DeleteTraining' });
    ok(ctx, null);
  });

  router.put('/change-training-status', requireLogin(), async (ctx) => {
    const { gid, id, status } = parseInput(
      z.object({ gid: idParam, id: idParam, status: z.boolean() }),
      ctx.request.body,
    );
    await managed(currentPrincipal(ctx), gid, id);
    await runTrainingCommand(services, commandMetadata(ctx), id, {
      type: 'UpdateTraining',
      changes: { status },
    });
    ok(ctx, await formOf(id));
  });

  router.get('/get-training-problem-list', requireLogin(), async (ctx) => {
    const { gid, tid } = parseInput(tidQuery, ctx.query);
    await managed(currentPrincipal(ctx), gid, tid);
    ok(ctx, await problemsOf(tid));
  });

  /** A public-bank problem (public, not a group's) by its problem ID. */
  router.post('/training-problem-from-public', requireLogin(), async (ctx) => {
    const { gid, tid, problemId } = parseInput(addBody, ctx.request.body);
    await managed(currentPrincipal(ctx), gid, tid);
    const problem = await problemByProblemId(db, problemId);
    if (!problem || problem.auth !== ProblemAuth.public || !inPublicBank(problem))
      throw new HttpError(404, `${tm.problemMissing}: ${problemId}`);
    await runTrainingCommand(services, commandMetadata(ctx), tid, {
      type: 'AddProblems',
      pids: [problem.pid],
    });
    ok(ctx, await problemsOf(tid));
  });

  /** One of the group's own problems by its problem ID. */
  router.post('/training-problem-from-group', requireLogin(), async (ctx) => {
    const { gid, tid, problemId } = parseInput(addBody, ctx.request.body);
    await managed(currentPrincipal(ctx), gid, tid);
    const problem = await groupProblemById(db, gid, { problemId });
    if (!problem) throw new HttpError(404, `${tm.problemMissing}: ${problemId}`);
    await runTrainingCommand(services, commandMetadata(ctx), tid, {
      type: 'AddProblems',
      pids: [problem.pid],
    });
    ok(ctx, await problemsOf(tid));
  });

  /** The whole order of the training's problems. */
  router.put('/training-problem', requireLogin(), async (ctx) => {
    const { gid, tid, pids } = parseInput(
      z.object({ gid: idParam, tid: idParam, pids: z.array(idParam).max(trainingLimits.problemsMax) }),
      ctx.request.body,
    );
    await managed(currentPrincipal(ctx), gid, tid);
    await runTrainingCommand(services, commandMetadata(ctx), tid, { type: 'ReorderProblems', pids });
    ok(ctx, await problemsOf(tid));
  });

  router.delete('/training-problem', requireLogin(), async (ctx) => {
    const { gid, tid, pid } = parseInput(tidQuery.extend({ pid: idParam }), ctx.query);
    await managed(currentPrincipal(ctx), gid, tid);
    await runTrainingCommand(services, commandMetadata(ctx), tid, { type: 'RemoveProblem', pid });
    ok(ctx, await problemsOf(tid));
  });

  return router;
}

function fail404(): never {
  throw new HttpError(404, tm.notFound);
}
