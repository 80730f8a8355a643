import Router from '@koa/router';
import {
  ApplyPublicProgress,
  groupProblemId,
  ProblemAuth,
  problemFields,
  SubmissionStatus,
} from '@oj/events';
import {
  groupProblemById,
  homeTagsByName,
  type ProblemRow,
  problemByPid,
  problemStatistics,
  problemsOfGroup,
  userProblemStatuses,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin, requireLogin } from '../auth/authMiddleware';
import {
  deleteProblem,
  problemCreateBody,
  problemTestData,
  problemUpdateBody,
  rawCases,
  updateProblem,
} from '../problem/problemAdminRoutes';
import { createProblem, runProblemCommand } from '../problem/problemCommands';
import { withProblemDefaults } from '../problem/problemDefaults';
import { problemListRow, type TagView, verdictCounts } from '../problem/problemView';
import { type GroupReading, requireGroupAdmin, requireGroupMember } from './groupAccess';
import { canManageGroupProblem, groupProblemMessages as gm } from './groupProblemAccess';

/** Inside a group a problem is public to its members (1) or private to its admins (2); never a contest's. */
const groupAuthField = z.union([z.literal(ProblemAuth.public), z.literal(ProblemAuth.private)], {
  error: 'The auth must be 1 (public) or 2 (private)',
});
const listQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 10),
  keyword: z.string().trim().max(100).optional(),
});
const pidQuery = z.object({ gid: idParam, pid: idParam });

/**
 * A group's own problems (spec 03 sections 2.6, 6 and 7): the members' list with their solved status, the
 * admins' list, the problem form (create for its admins; edit, delete and auth change for its root or the
 * problem's author), and the application to the public bank, which site admins accept or refuse
 * (`PUT /api/admin/group-problem/change-progress`). The problem page is the public detail with `gid`.
 */
export function groupProblemRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const tagsOf = async () => {
    const known = await homeTagsByName(db);
    return (row: ProblemRow) =>
      row.tags.flatMap((name) => (known.has(name) ? [known.get(name) as TagView] : []));
  };
  /** The group's problem for its root or its author (403 for other admins, 404 when the group lacks it). */
  const managed = async (reading: GroupReading, pid: number, uid: string) => {
    const row = await groupProblemById(db, reading.group.id, { pid });
    if (!row) throw new HttpError(404, 'The problem does not exist');
    if (!canManageGroupProblem(reading, row, uid)) throw new HttpError(403, gm.notOwnProblem);
    return row;
  };

  router.get('/group/get-problem-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    await requireGroupMember(db, principal, q.gid);
    const { rows, total } = await problemsOfGroup(db, q.gid, { keyword: q.keyword, visibleOnly: true }, q);
    const pids = rows.map((r) => r.pid);
    const [tags, counts, statuses] = await Promise.all([
      tagsOf(),
      problemStatistics(db, pids).then(verdictCounts),
      principal ? userProblemStatuses(db, principal.uid, pids) : Promise.resolve([]),
    ]);
    const byPid = new Map(statuses.map((s) => [s.pid, s]));
    const myStatus = (pid: number) => {
      const row = byPid.get(pid);
      if (!row || row.submitted === 0) return SubmissionStatus.notSubmitted;
      return row.accepted > 0 ? SubmissionStatus.accepted : SubmissionStatus.wrongAnswer;
    };
    const records = rows.map((r) => ({
      ...problemListRow(r, tags(r), counts.get(r.pid)),
      myStatus: principal ? myStatus(r.pid) : null,
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.get('/group/get-admin-problem-list', requireLogin(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const reading = await requireGroupAdmin(db, principal, q.gid);
    const { rows, total } = await problemsOfGroup(db, q.gid, { keyword: q.keyword }, q);
    const records = rows.map((r) => ({
      pid: r.pid,
      problemId: r.problem_id,
      title: r.title,
      auth: r.auth,
      type: r.type,
      difficulty: r.difficulty,
      author: r.fields.author,
      applyPublicProgress: r.apply_public_progress,
      canManage: canManageGroupProblem(reading, r, principal.uid),
      gmtCreate: r.created_at.toISOString(),
      gmtModified: r.updated_at.toISOString(),
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.get('/group/problem', requireLogin(), async (ctx) => {
    const { gid, pid } = parseInput(pidQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const row = await managed(await requireGroupAdmin(db, principal, gid), pid, principal.uid);
    ok(ctx, { pid: row.pid, gid, ...row.fields, testCases: row.test_cases });
  });

  router.post('/group/problem', problemTestData, requireLogin(), async (ctx) => {
    const body = parseInput(problemCreateBody.extend({ gid: idParam }), ctx.request.body);
    const { group } = await requireGroupAdmin(db, currentPrincipal(ctx), body.gid);
    const problemId = groupProblemId(group.short_name, body.problem.problemId);
    const fields = parseInput(problemFieldsOfGroup, withProblemDefaults({ ...body.problem, problemId }));
    const pid = await createProblem(
      services,
      commandMetadata(ctx),
      fields,
      rawCases(body.testCases),
      body.gid,
    );
    ok(ctx, { pid, problemId: fields.problemId });
  });

  router.put('/group/problem', problemTestData, requireLogin(), async (ctx) => {
    const body = parseInput(problemUpdateBody.extend({ gid: idParam }), ctx.request.body);
    const principal = currentPrincipal(ctx);
    if (body.problem.auth !== undefined) parseInput(z.object({ auth: groupAuthField }), body.problem);
    const reading = await requireGroupAdmin(db, principal, body.gid);
    const row = await managed(reading, body.pid, principal.uid);
    if (body.problem.problemId !== undefined) {
      body.problem.problemId = groupProblemId(reading.group.short_name, body.problem.problemId);
      parseInput(problemFields.pick({ problemId: true }), body.problem);
    }
    await updateProblem(services, commandMetadata(ctx), row, body);
    ok(ctx, null);
  });

  router.delete('/group/problem', requireLogin(), async (ctx) => {
    const { gid, pid } = parseInput(pidQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const row = await managed(await requireGroupAdmin(db, principal, gid), pid, principal.uid);
    await deleteProblem(services, commandMetadata(ctx), row);
    ok(ctx, null);
  });

  router.put('/group/change-problem-auth', requireLogin(), async (ctx) => {
    const { gid, pid, auth } = parseInput(
      z.object({ gid: idParam, pid: idParam, auth: groupAuthField }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    await managed(await requireGroupAdmin(db, principal, gid), pid, principal.uid);
    await runProblemCommand(services, commandMetadata(ctx), pid, {
      type: 'UpdateProblem',
      changes: { auth },
    });
    ok(ctx, null);
  });

  /** `flag` true applies to the public bank, false cancels a pending application. */
  router.put('/group/apply-public', requireLogin(), async (ctx) => {
    const { gid, pid, flag } = parseInput(
      z.object({ gid: idParam, pid: idParam, flag: z.boolean() }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    await managed(await requireGroupAdmin(db, principal, gid), pid, principal.uid);
    const by = { uid: principal.uid, username: principal.username };
    await runProblemCommand(services, commandMetadata(ctx), pid, {
      type: flag ? 'ApplyPublic' : 'CancelPublicApplication',
      by,
    });
    ok(ctx, { applyPublicProgress: (await problemByPid(db, pid))?.apply_public_progress ?? null });
  });

  /** Site admins answer a group problem's application: 2 accepted into the public bank, 3 refused. */
  router.put('/admin/group-problem/change-progress', requireAdmin(), async (ctx) => {
    const { pid, progress } = parseInput(
      z.object({
        pid: idParam,
        progress: z.union([z.literal(ApplyPublicProgress.public), z.literal(ApplyPublicProgress.refused)], {
          error: 'The progress must be 2 (public) or 3 (refused)',
        }),
      }),
      ctx.request.body,
    );
    if (!(await problemByPid(db, pid))) throw new HttpError(404, 'The problem does not exist');
    await runProblemCommand(services, commandMetadata(ctx), pid, {
      type: 'DecidePublicApplication',
      accept: progress === ApplyPublicProgress.public,
    });
    ok(ctx, null);
  });

  return router;
}

/** The problem form's fields inside a group: its auth 1 or 2 (spec 03 section 4). */
const problemFieldsOfGroup = problemFields.extend({ auth: groupAuthField });
