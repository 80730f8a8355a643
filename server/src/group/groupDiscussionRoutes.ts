import Router from '@koa/router';
import {
  discussionCategoryRule,
  discussionContentRule,
  discussionDescriptionRule,
  discussionLimits,
  discussionTitleRule,
  GroupRole,
  discussionMessages as m,
  problemTitle,
} from '@oj/events';
import {
  acceptedProblemCount,
  discussionCategoryById,
  discussionDetail,
  discussionPage,
  discussionsStartedSince,
  likedDiscussions,
  problemByProblemId,
  readSiteSettings,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import { startOfServerDay } from '../app/serverDay';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { requireAreaOpen } from '../discussion/discussionArea';
import { nextDiscussionId, runDiscussionCommand } from '../discussion/discussionCommands';
import type { DiscussionActor } from '../discussion/discussionDecider';
import { discussionDetailView, discussionViews } from '../discussion/discussionView';
import { type GroupReading, requireGroupAdmin, requireGroupMember } from './groupAccess';
import { readProblemAs } from './groupProblemAccess';

const listQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, discussionLimits.pageSize),
  keyword: z.string().max(200).optional(),
  cid: idParam.optional(),
  /** The problem's ID (display ID): its discussions only (spec 03 §7.2 "problemID"). */
  pid: z.string().trim().max(100).optional(),
});
const createBody = z.object({
  gid: idParam,
  title: discussionTitleRule,
  description: discussionDescriptionRule,
  content: discussionContentRule,
  categoryId: discussionCategoryRule,
  pid: z.string().trim().max(100).nullish(),
  topPriority: z.boolean().default(false),
});
/** The author's edit (title, description, content, category) and the group admins' pin and disable. */
const updateBody = z.object({
  gid: idParam,
  id: idParam,
  title: discussionTitleRule.optional(),
  description: discussionDescriptionRule.optional(),
  content: discussionContentRule.optional(),
  categoryId: discussionCategoryRule.optional(),
  topPriority: z.boolean().optional(),
  status: z
    .union([z.literal(0), z.literal(1)], { error: 'The status must be 0 (normal) or 1 (disabled)' })
    .optional(),
});
const idQuery = z.object({ gid: idParam, did: idParam });

/** In a group its admins (and root, super admins) moderate, and post without the site's posting limits. */
const actorIn = (principal: AuthPrincipal, reading: GroupReading): DiscussionActor => ({
  uid: principal.uid,
  username: principal.username,
  isAdmin: reading.level >= GroupRole.admin,
  mayDiscuss: principal.permissions.includes('discuss'),
});

/**
 * A group's discussions (spec 03 sections 2.7, 6 and 7.2): the members' list, the admins' list (disabled
 * ones too), posting, editing (the author; pin and disable by the group's admins) and deleting (the author
 * or the group's admins). The detail, likes, reports and comments are the public area's calls, which
 * apply the group's gate to a group's discussion. All of it only while `openGroupDiscussion` is on
 * ('No Access'), and only for the group's members and super admins; a group's discussion never shows in
 * the public area.
 */
export function groupDiscussionRoutes(services: Services) {
  const router = new Router({ prefix: '/api/group' });
  const { db } = services;

  /** The switch first (as the web's route guard), then the group's own gate. */
  const member = async (principal: AuthPrincipal | null, gid: number) => {
    await requireAreaOpen(db, gid);
    return requireGroupMember(db, principal, gid);
  };
  const category = async (id: number) => {
    if (!(await discussionCategoryById(db, id))) throw new HttpError(400, m.categoryMissing);
  };
  /** The group's discussion (404 for another group's or the public area's), as the reader may see it. */
  const ofGroup = async (gid: number, did: number, reading: GroupReading) => {
    const row = await discussionDetail(db, did);
    if (!row || row.gid !== gid) throw new HttpError(404, m.notFound);
    if (row.status !== 0 && reading.level < GroupRole.admin) throw new HttpError(403, m.disabled);
    return row;
  };

  const listReply = async (
    q: z.infer<typeof listQuery>,
    principal: AuthPrincipal | null,
    withDisabled: boolean,
  ) => {
    const { rows, total } = await discussionPage(
      db,
      { currentPage: q.currentPage, limit: q.limit },
      { gid: q.gid, keyword: q.keyword, categoryId: q.cid, pid: q.pid || undefined, withDisabled },
    );
    return page(await discussionViews(db, principal?.uid, rows), total, q.currentPage, q.limit);
  };

  router.get('/get-discussion-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const reading = await member(ctx.state.principal, q.gid);
    ok(ctx, await listReply(q, ctx.state.principal, reading.level >= GroupRole.admin));
  });

  router.get('/get-admin-discussion-list', requireLogin(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    await requireAreaOpen(db, q.gid);
    await requireGroupAdmin(db, currentPrincipal(ctx), q.gid);
    ok(ctx, await listReply(q, currentPrincipal(ctx), true));
  });

  router.post('/discussion', requireLogin(), async (ctx) => {
    const { gid, ...body } = parseInput(createBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const reading = await member(principal, gid);
    await category(body.categoryId);
    let pid: string | null = null;
    if (body.pid) {
      // The group's own problems (as its members may read them) and the public bank's.
      const problem = await problemByProblemId(db, body.pid);
      const { row } = await readProblemAs(db, principal, problem, problem?.gid === gid ? gid : undefined);
      pid = row.problem_id;
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
      gid,
      fields: {
        title: problemTitle(pid, body.title),
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        pid,
        topPriority: body.topPriority,
      },
      actor: actorIn(principal, reading),
      rules: {
        acceptedNeeded: switches.defaultCreateDiscussionACInitValue,
        dailyLimit: switches.defaultCreateDiscussionDailyLimit,
      },
      acceptedCount,
      postedToday,
    });
    ok(ctx, discussionDetailView(await ofGroup(gid, id, reading), false));
  });

  router.put('/discussion', requireLogin(), async (ctx) => {
    const { gid, id, ...body } = parseInput(updateBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const reading = await member(principal, gid);
    const before = await ofGroup(gid, id, reading);
    const actor = actorIn(principal, reading);
    const metadata = commandMetadata(ctx);
    // The form sends the pin back as it was: only a change of it (or of the status) is moderation.
    const { topPriority: pin, status: wantedStatus, ...edit } = body;
    const topPriority = pin === before.top_priority ? undefined : pin;
    const status = wantedStatus === before.status ? undefined : wantedStatus;
    if ((topPriority !== undefined || status !== undefined) && !actor.isAdmin)
      throw new HttpError(403, m.onlyAdminsPin);
    if (Object.values(edit).some((v) => v !== undefined)) {
      if (edit.categoryId !== undefined) await category(edit.categoryId);
      if (edit.title !== undefined) edit.title = problemTitle(before.pid, edit.title);
      await runDiscussionCommand(services, metadata, id, { type: 'UpdateDiscussion', actor, changes: edit });
    }
    if (topPriority !== undefined || status !== undefined)
      await runDiscussionCommand(services, metadata, id, {
        type: 'ModerateDiscussion',
        changes: { topPriority, status },
      });
    const liked = await likedDiscussions(db, principal.uid, [id]);
    ok(ctx, discussionDetailView(await ofGroup(gid, id, reading), liked.has(id)));
  });

  router.delete('/discussion', requireLogin(), async (ctx) => {
    const { gid, did } = parseInput(idQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const reading = await member(principal, gid);
    await ofGroup(gid, did, reading);
    await runDiscussionCommand(services, commandMetadata(ctx), did, {
      type: 'DeleteDiscussion',
      actor: actorIn(principal, reading),
    });
    ok(ctx, null);
  });

  return router;
}
