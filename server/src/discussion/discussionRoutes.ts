import Router from '@koa/router';
import {
  categoryNameRule,
  DiscussionViewed,
  discussionCategoryRule,
  discussionContentRule,
  discussionDescriptionRule,
  discussionLimits,
  discussionTitleRule,
  discussionViewsStreamId,
  discussionMessages as m,
  ProblemAuth,
  problemTitle,
  reportContentRule,
} from '@oj/events';
import {
  acceptedProblemCount,
  discussionCategories,
  discussionCategoryById,
  discussionCommentCounts,
  discussionPage,
  discussionReportPage,
  discussionsStartedSince,
  inPublicBank,
  likedDiscussions,
  ProjectionBehindError,
  problemByProblemId,
  readSiteSettings,
} from '@oj/projections';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import { startOfServerDay } from '../app/serverDay';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin, requireLogin, requireRoot } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { isAdminRole } from '../user/roles';
import { discussionAreaGate, discussionReading, groupActorFor } from './discussionArea';
import { nextDiscussionId, runCategoryCommand, runDiscussionCommand } from './discussionCommands';
import type { DiscussionActor } from './discussionDecider';
import { discussionDetailView, discussionView, discussionViews, reportView } from './discussionView';

const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const flag = z.union([z.boolean(), queryFlag]);

const listQuery = z.object({
  currentPage: currentPageParam,
  limit: pageSizeParam(100, discussionLimits.pageSize),
  keyword: z.string().max(200).optional(),
  /** The category (the reference calls it cid). */
  cid: idParam.optional(),
  pid: z.string().trim().max(100).optional(),
  onlyMine: queryFlag.optional(),
  /** Only the problem's explanations (the problem page's tab, 4 a page). */
  explanation: queryFlag.optional(),
});

const createBody = z.object({
  title: discussionTitleRule,
  description: discussionDescriptionRule,
  content: discussionContentRule,
  categoryId: discussionCategoryRule,
  pid: z.string().trim().max(100).nullish(),
  topPriority: z.boolean().default(false),
});
/** An edit: the counts (viewNum, likeNum) and anything else sent along are ignored. */
const updateBody = z.object({
  id: idParam,
  title: discussionTitleRule.optional(),
  description: discussionDescriptionRule.optional(),
  content: discussionContentRule.optional(),
  categoryId: discussionCategoryRule.optional(),
  topPriority: z.boolean().optional(),
});
const moderateBody = z.object({
  id: idParam,
  topPriority: z.boolean().optional(),
  status: z
    .union([z.literal(0), z.literal(1)], { error: 'The status must be 0 (normal) or 1 (disabled)' })
    .optional(),
  explanation: z.boolean({ error: 'explanation must be true or false' }).optional(),
});
const reportStatusBody = z.object({
  did: idParam,
  reportNo: idParam,
  status: z.union([z.literal(0), z.literal(1)], {
    error: 'The status must be 0 (unhandled) or 1 (handled)',
  }),
});
const reportBody = z.object({ did: idParam, content: reportContentRule, reporter: z.string().optional() });
const categoriesBody = z
  .array(z.object({ id: idParam.optional(), name: categoryNameRule }))
  .max(200)
  .superRefine((list, ctx) => {
    const names = list.map((c) => c.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: 'Category names must differ' });
  });

const actorOf = (principal: AuthPrincipal): DiscussionActor => ({
  uid: principal.uid,
  username: principal.username,
  isAdmin: isAdminRole(principal.roles),
  mayDiscuss: principal.permissions.includes('discuss'),
});

/**
 * Discussions (spec 02 sections 2-9): categories, the list, the detail (which counts a view), posting,
 * editing, deleting, likes and reports; and the admins' moderation and report list (spec 03).
 */
export function discussionRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  /** The public discussion area is closed when the site switch is off (spec 02 section 6). */
  const requireOpen = () =>
    async function requireOpenDiscussion(_ctx: Context, next: Next) {
      if (!(await readSiteSettings(db)).switches.openPublicDiscussion) throw new HttpError(403, 'No Access');
      await next();
    };

  /**
   * The area of the discussion named in the request (`did` in the query, `id` or `did` in the body) is
   * open: the public area's switch, or for a group's discussion `openGroupDiscussion` ('No Access').
   */
  const requireOpenFor = () => discussionAreaGate(db);

  /**
   * The discussion as its reader may see it: a group's only for its members (and super admins), disabled
   * ones only for admins (the site's, or the group's for a group's discussion).
   */
  const readable = async (did: number, principal: AuthPrincipal | null) =>
    (await discussionReading(db, did, principal)).row;
  /** Who acts on the discussion: a group's admins moderate their group's discussions as site admins do. */
  const actorOn = async (did: number, principal: AuthPrincipal): Promise<DiscussionActor> => {
    const reading = await discussionReading(db, did, principal);
    return groupActorFor(actorOf(principal), reading);
  };

  const category = async (id: number) => {
    if (!(await discussionCategoryById(db, id))) throw new HttpError(400, m.categoryMissing);
  };

  router.get('/discussion-category', async (ctx) => {
    ok(ctx, await discussionCategories(db));
  });

  router.post('/discussion-category', requireRoot(), async (ctx) => {
    const list = parseInput(categoriesBody, ctx.request.body);
    await runCategoryCommand(services, commandMetadata(ctx), { type: 'UpsertCategories', categories: list });
    ok(ctx, await discussionCategories(db));
  });

  /** A page of the list as `principal` may see it (admins: disabled ones too), with likes and comments. */
  const listReply = async (q: z.infer<typeof listQuery>, principal: AuthPrincipal | null, mine?: string) => {
    const { rows, total } = await discussionPage(
      db,
      { currentPage: q.currentPage, limit: q.limit },
      {
        keyword: q.keyword,
        categoryId: q.cid,
        pid: q.pid || undefined,
        uid: mine,
        explanation: q.explanation,
        withDisabled: principal !== null && isAdminRole(principal.roles),
      },
    );
    return page(await discussionViews(db, principal?.uid, rows), total, q.currentPage, q.limit);
  };

  router.get('/get-discussion-list', requireOpen(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const mine = q.onlyMine ? currentPrincipal(ctx).uid : undefined;
    ok(ctx, await listReply(q, ctx.state.principal, mine));
  });

  // The back office moderates whether or not the public area is open (spec 03 §2.9 "discussion").
  router.get('/admin/get-discussion-list', requireAdmin(), async (ctx) => {
    ok(ctx, await listReply(parseInput(listQuery, ctx.query), currentPrincipal(ctx)));
  });

  router.get('/get-discussion-detail', requireOpenFor(), async (ctx) => {
    const { did } = parseInput(z.object({ did: idParam }), ctx.query);
    const principal = ctx.state.principal;
    await readable(did, principal);
    // Every read counts (as the reference counts them), and the reply includes this one.
    const viewed = await services.store.append(
      discussionViewsStreamId(did),
      [{ type: DiscussionViewed.type, data: { id: did } }],
      { expectedVersion: 'any', metadata: commandMetadata(ctx) },
    );
    // A read never fails for its view count: a busy projector shows the discussion without this view yet.
    await services.settled('discussions', viewed.positions.at(-1)).catch((error: unknown) => {
      if (!(error instanceof ProjectionBehindError)) throw error;
    });
    const liked = principal ? await likedDiscussions(db, principal.uid, [did]) : new Set<number>();
    const comments = await discussionCommentCounts(db, [did]);
    ok(ctx, discussionDetailView(await readable(did, principal), liked.has(did), comments.get(did)));
  });

  router.post('/discussion', requireOpen(), requireLogin(), async (ctx) => {
    const body = parseInput(createBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    await category(body.categoryId);
    let pid: string | null = null;
    if (body.pid) {
      const problem = await problemByProblemId(db, body.pid);
      if (
        !problem ||
        ((problem.auth !== ProblemAuth.public || !inPublicBank(problem)) && !isAdminRole(principal.roles))
      )
        throw new HttpError(404, 'The problem does not exist');
      pid = problem.problem_id;
    }
    const metadata = commandMetadata(ctx);
    const { switches } = await readSiteSettings(db);
    const [acceptedCount, postedToday] = await Promise.all([
      acceptedProblemCount(db, principal.uid),
      discussionsStartedSince(db, principal.uid, startOfServerDay(new Date(metadata.at))),
    ]);
    const id = await nextDiscussionId(services);
    await runDiscussionCommand(services, metadata, id, {
      type: 'CreateDiscussion',
      id,
      fields: {
        title: problemTitle(pid, body.title),
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        pid,
        topPriority: body.topPriority,
      },
      actor: actorOf(principal),
      rules: {
        acceptedNeeded: switches.defaultCreateDiscussionACInitValue,
        dailyLimit: switches.defaultCreateDiscussionDailyLimit,
      },
      acceptedCount,
      postedToday,
    });
    ok(ctx, discussionDetailView(await readable(id, principal), false));
  });

  router.put('/discussion', requireOpenFor(), requireLogin(), async (ctx) => {
    const { id, ...changes } = parseInput(updateBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const before = await readable(id, principal);
    if (changes.categoryId !== undefined) await category(changes.categoryId);
    if (changes.title !== undefined) changes.title = problemTitle(before.pid, changes.title);
    await runDiscussionCommand(services, commandMetadata(ctx), id, {
      type: 'UpdateDiscussion',
      actor: await actorOn(id, principal),
      changes,
    });
    const liked = await likedDiscussions(db, principal.uid, [id]);
    ok(ctx, discussionDetailView(await readable(id, principal), liked.has(id)));
  });

  router.delete('/discussion', requireOpenFor(), requireLogin(), async (ctx) => {
    const { did } = parseInput(z.object({ did: idParam }), ctx.query);
    const principal = currentPrincipal(ctx);
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'DeleteDiscussion',
      actor: await actorOn(did, principal),
    });
    ok(ctx, null);
  });

  router.get('/discussion-like', requireOpenFor(), requireLogin(), async (ctx) => {
    const { did, toLike } = parseInput(z.object({ did: idParam, toLike: flag }), ctx.query);
    const principal = currentPrincipal(ctx);
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'LikeDiscussion',
      actor: await actorOn(did, principal),
      toLike,
    });
    const row = await readable(did, principal);
    ok(ctx, { likeNum: row.like_num, hasLike: toLike });
  });

  router.post('/discussion-report', requireOpenFor(), requireLogin(), async (ctx) => {
    const { did, content } = parseInput(reportBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    // The reporter is whoever is signed in, whatever the body says.
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'ReportDiscussion',
      actor: await actorOn(did, principal),
      content,
    });
    ok(ctx, null);
  });

  router.put('/admin/discussion', requireAdmin(), async (ctx) => {
    const { id, ...changes } = parseInput(moderateBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    await readable(id, principal);
    await runDiscussionCommand(services, commandMetadata(ctx), id, { type: 'ModerateDiscussion', changes });
    ok(ctx, discussionView(await readable(id, principal), false));
  });

  router.delete('/admin/discussion', requireAdmin(), async (ctx) => {
    const { did } = parseInput(z.object({ did: idParam }), ctx.query);
    const principal = currentPrincipal(ctx);
    await readable(did, principal);
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'DeleteDiscussion',
      actor: actorOf(principal),
    });
    ok(ctx, null);
  });

  router.get('/admin/discussion-report', requireAdmin(), async (ctx) => {
    const q = parseInput(
      z.object({ currentPage: currentPageParam, limit: pageSizeParam(100, 10) }),
      ctx.query,
    );
    const { rows, total } = await discussionReportPage(db, q);
    ok(ctx, page(rows.map(reportView), total, q.currentPage, q.limit));
  });

  /** Marks a report handled (1) or unhandled (0); a deleted discussion's reports too. */
  router.put('/admin/discussion-report', requireAdmin(), async (ctx) => {
    const { did, reportNo, status } = parseInput(reportStatusBody, ctx.request.body);
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'HandleReport',
      reportNo,
      handled: status === 1,
    });
    ok(ctx, null);
  });

  return router;
}
