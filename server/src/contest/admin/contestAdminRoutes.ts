import Router from '@koa/router';
import { contestFields, contestProblemFields, ProblemAuth, SealOption } from '@oj/events';
import { contestAnnouncementForm } from '@oj/events/contracts';
import type { ContestRow } from '@oj/projections';
import {
  adminContestPage,
  contestAnnouncements,
  contestByCid,
  contestProblemsWithBank,
  groupProblemById,
  inPublicBank,
  problemByPid,
  registrationCounts,
} from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal } from '../../auth/authMiddleware';
import { requireGroupAdmin } from '../../group/groupAccess';
import { announcementView } from '../announcements/announcementView';
import { canManageContests, isContestAdmin } from '../core/contestAccess';
import { createContest, runContestCommand } from '../core/contestCommands';
import { withContestDefaults } from '../core/contestDefaults';
import { contestAdminView } from '../core/contestView';
import { createTemporaryAccounts, temporaryAccountsBody, temporaryUsernames } from './temporaryAccounts';

const cidField = idParam;
const formExtras = z.object({
  visible: z.boolean().optional(),
  sealRankTimeOption: z
    .union([
      z.literal(SealOption.halfHourBeforeEnd),
      z.literal(SealOption.hourBeforeEnd),
      z.literal(SealOption.fromStart),
    ])
    .optional(),
});
const createBody = contestFields.partial().extend({ ...formExtras.shape, gid: idParam.optional() });
/** The contest a request names (query or body), or the group a creation names: a group contest's admins pass. */
const namedContest = z.object({ cid: idParam }).partial().passthrough();
const namedGroup = z.object({ gid: idParam }).partial().passthrough();
const updateBody = contestFields.partial().extend({ ...formExtras.shape, cid: cidField });
const cidQuery = z.object({ cid: cidField });
const problemBody = contestProblemFields.partial().extend({ cid: cidField, pid: idParam });
const groupProblemBody = contestProblemFields
  .partial()
  .required({ displayId: true })
  .extend({ cid: cidField, problemId: z.string().trim().min(1, 'The problem ID is required').max(100) });
const announcementBody = z.object({
  cid: cidField,
  announcement: contestAnnouncementForm.extend({ id: z.number().int().positive().optional() }),
});

/**
 * The back office's contest pages (spec 03 sections 2.9, 5 and 7): contest CRUD, visibility, problems
 * and announcements. Admins and super admins create contests; a contest is then managed by its author
 * and the super admins only.
 */
export function contestAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/contest' });
  const { db } = services;
  // Site contests: every admin role. A group contest's pages are these same routes, for the admins of
  // its group too (spec 03 section 2.5), whom `managed` and the creation check one by one.
  router.use(async function requireContestManager(ctx, next) {
    if (!canManageContests(currentPrincipal(ctx)) && !(await namesGroupContest(ctx)))
      throw new HttpError(403, 'You do not have permission to do this');
    await next();
  });

  async function namesGroupContest(ctx: Context): Promise<boolean> {
    const input = ctx.method === 'GET' || ctx.method === 'DELETE' ? ctx.query : ctx.request.body;
    const cid = namedContest.safeParse(input).data?.cid;
    if (cid !== undefined) return ((await contestByCid(db, cid))?.gid ?? null) !== null;
    return (
      ctx.method === 'POST' &&
      ctx.path === '/api/admin/contest' &&
      namedGroup.safeParse(input).data?.gid !== undefined
    );
  }
  const requireSiteManager = (ctx: Context) => {
    if (!canManageContests(currentPrincipal(ctx)))
      throw new HttpError(403, 'You do not have permission to do this');
  };

  /** The contest, if this admin may manage it (404 for a missing one, 403 for another's). */
  const managed = async (ctx: Context, cid: number): Promise<ContestRow> => {
    const contest = await contestByCid(db, cid);
    if (!contest) throw new HttpError(404, 'The contest does not exist');
    if (!isContestAdmin(currentPrincipal(ctx), contest)) {
      throw new HttpError(
        403,
        contest.gid === null
          ? 'Only the contest author or a super admin may manage this contest'
          : "Only the group's root or the contest's creator may manage this contest",
      );
    }
    return contest;
  };
  const countOf = async (cid: number) => (await registrationCounts(db, [cid])).get(cid) ?? 0;

  router.post('/', async (ctx) => {
    const { visible, gid, ...input } = parseInput(createBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    // A group's contest: its admins, root and super admins create it (spec 03 section 6).
    if (gid !== undefined) await requireGroupAdmin(db, principal, gid);
    else requireSiteManager(ctx);
    const fields = parseInput(contestFields, withContestDefaults(input));
    const cid = await createContest(services, commandMetadata(ctx), {
      fields,
      visible: visible ?? true,
      author: { uid: principal.uid, username: principal.username },
      ...(gid === undefined ? {} : { gid }),
    });
    ok(ctx, { cid });
  });

  router.put('/', async (ctx) => {
    const { cid, visible, sealRankTimeOption, ...changes } = parseInput(updateBody, ctx.request.body);
    const contest = await managed(ctx, cid);
    const metadata = commandMetadata(ctx);
    // The whole form after the change, defaults and the seal option applied; the decider keeps what changed.
    const next = parseInput(
      contestFields,
      withContestDefaults({
        ...contest.fields,
        ...changes,
        ...(sealRankTimeOption !== undefined ? { sealRankTime: null } : {}),
        sealRankTimeOption,
      }),
    );
    await runContestCommand(services, metadata, cid, { type: 'UpdateContest', changes: next });
    if (visible !== undefined)
      await runContestCommand(services, metadata, cid, { type: 'SetVisibility', visible });
    ok(ctx, null);
  });

  router.delete('/', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, { type: 'DeleteContest' });
    ok(ctx, null);
  });

  router.get('/', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await managed(ctx, cid);
    ok(ctx, contestAdminView(contest, await countOf(cid)));
  });

  router.get('/get-contest-list', async (ctx) => {
    const q = parseInput(
      z.object({
        keyword: z.string().trim().max(100).optional(),
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 10),
      }),
      ctx.query,
    );
    requireSiteManager(ctx);
    const principal = currentPrincipal(ctx);
    const { rows, total } = await adminContestPage(db, {
      authorUid: principal.roles.includes('root') ? undefined : principal.uid,
      keyword: q.keyword,
      page: q,
    });
    const counts = await registrationCounts(
      db,
      rows.map((r) => r.cid),
    );
    const records = rows.map((r) => contestAdminView(r, counts.get(r.cid) ?? 0));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.put('/change-contest-visible', async (ctx) => {
    const { cid, visible } = parseInput(z.object({ cid: cidField, visible: z.boolean() }), ctx.request.body);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, { type: 'SetVisibility', visible });
    ok(ctx, null);
  });

  router.get('/get-problem-list', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    await managed(ctx, cid);
    const rows = await contestProblemsWithBank(db, cid);
    ok(ctx, {
      problemList: rows.map((r) => ({
        pid: r.pid,
        cid,
        displayId: r.display_id,
        displayTitle: r.display_title,
        color: r.color,
        problemId: r.problem_id,
        title: r.title,
        type: r.type,
        auth: r.auth,
      })),
    });
  });

  router.post('/add-problem-from-public', async (ctx) => {
    const body = parseInput(problemBody.required({ displayId: true }), ctx.request.body);
    await managed(ctx, body.cid);
    const problem = await problemByPid(db, body.pid);
    if (!problem) throw new HttpError(404, 'The problem does not exist');
    // A group admin without a site role picks from the public bank only (a group's own problems: below).
    if (
      !canManageContests(currentPrincipal(ctx)) &&
      (problem.auth !== ProblemAuth.public || !inPublicBank(problem))
    )
      throw new HttpError(403, 'Only public problems may be added from the public bank');
    await runContestCommand(services, commandMetadata(ctx), body.cid, {
      type: 'AddProblem',
      problem: {
        pid: body.pid,
        displayId: body.displayId,
        displayTitle: body.displayTitle ?? problem.title,
        color: body.color ?? null,
      },
      problemType: problem.type,
    });
    ok(ctx, null);
  });

  /** Spec 03 sections 2.5 and 7.2: a group contest's problem from its group's own bank, by its problem id. */
  router.post('/add-problem-from-group', async (ctx) => {
    const body = parseInput(groupProblemBody, ctx.request.body);
    const contest = await managed(ctx, body.cid);
    if (contest.gid === null) throw new HttpError(400, 'Only a group contest takes problems from a group');
    const problem = await groupProblemById(db, contest.gid, { problemId: body.problemId });
    if (!problem) throw new HttpError(404, 'The group has no problem with this ID');
    await runContestCommand(services, commandMetadata(ctx), body.cid, {
      type: 'AddProblem',
      problem: {
        pid: problem.pid,
        displayId: body.displayId,
        displayTitle: body.displayTitle ?? problem.title,
        color: body.color ?? null,
      },
      problemType: problem.type,
    });
    ok(ctx, null);
  });

  router.put('/contest-problem', async (ctx) => {
    const { cid, pid, ...changes } = parseInput(problemBody, ctx.request.body);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, { type: 'UpdateProblem', pid, changes });
    ok(ctx, null);
  });

  router.delete('/problem', async (ctx) => {
    const { cid, pid } = parseInput(z.object({ cid: cidField, pid: idParam }), ctx.query);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, { type: 'RemoveProblem', pid });
    ok(ctx, null);
  });

  router.get('/announcement', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    await managed(ctx, cid);
    const rows = await contestAnnouncements(db, cid);
    ok(ctx, page(rows.map(announcementView), rows.length, 1, Math.max(rows.length, 1)));
  });

  router.post('/announcement', async (ctx) => {
    const { cid, announcement } = parseInput(announcementBody, ctx.request.body);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, {
      type: 'PostAnnouncement',
      title: announcement.title,
      content: announcement.content,
    });
    ok(ctx, null);
  });

  router.put('/announcement', async (ctx) => {
    const { cid, announcement } = parseInput(announcementBody, ctx.request.body);
    if (announcement.id === undefined) throw new HttpError(400, 'announcement.id is required');
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, {
      type: 'UpdateAnnouncement',
      id: announcement.id,
      title: announcement.title,
      content: announcement.content,
    });
    ok(ctx, null);
  });

  router.delete('/announcement', async (ctx) => {
    const { cid, aid } = parseInput(z.object({ cid: cidField, aid: idParam }), ctx.query);
    await managed(ctx, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, { type: 'DeleteAnnouncement', id: aid });
    ok(ctx, null);
  });

  // Onsite contests: accounts made and registered in one go; the passwords are shown here once, never stored.
  router.post('/temporary-accounts', async (ctx) => {
    requireSiteManager(ctx);
    const request = parseInput(temporaryAccountsBody, ctx.request.body);
    const contest = await managed(ctx, request.cid);
    const accounts = await createTemporaryAccounts(
      services,
      commandMetadata(ctx),
      contest,
      temporaryUsernames(request),
    );
    ok(ctx, { accounts });
  });

  return router;
}
