import Router from '@koa/router';
import { commentContentRule, commentLimits, commentMessages as m } from '@oj/events';
import {
  acceptedProblemCount,
  allReplies,
  type CommentListing,
  commentById,
  commentPage,
  discussionCommentCounts,
  firstReplies,
  likedComments,
  readerSees,
  readSiteSettings,
  replyById,
} from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { nextCommentId, runCommentCommand } from './commentCommands';
import type { CommentActor } from './commentDecider';
import { type CommentPlaceAccess, commentPlace } from './commentPlace';
import { commentView, replyView } from './commentView';

const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const flag = z.union([z.boolean(), queryFlag]);

/** A discussion (did) or a contest (cid); exactly one. */
const placeFields = { did: idParam.nullish(), cid: idParam.nullish() };
const onePlace = <T extends { did?: number | null; cid?: number | null }>(v: T) => !v.did !== !v.cid;

const listQuery = z
  .object({
    ...placeFields,
    currentPage: currentPageParam,
    limit: pageSizeParam(50, commentLimits.pageSize),
  })
  .refine(onePlace, m.sourceRequired);
const commentBody = z
  .object({ ...placeFields, content: commentContentRule })
  .refine(onePlace, m.sourceRequired);
const replyBody = z.object({
  reply: z.object({ commentId: idParam, content: commentContentRule }),
  did: idParam.nullish(),
  cid: idParam.nullish(),
  /** What the reply quotes: the comment (default) or one of its replies. */
  quoteId: idParam.nullish(),
  quoteType: z.enum(['Comment', 'Reply']).nullish(),
});
/** The comment or reply to delete; the reference also sends fromUid, did and cid, which the stored comment decides. */
const idOnly = z.object({ id: idParam });

/** A DELETE's fields from the query string or, when a client sends one, its JSON body. */
const deleteInput = (ctx: Context) => ({
  ...(typeof ctx.request.body === 'object' && ctx.request.body !== null ? ctx.request.body : {}),
  ...ctx.query,
});

const actorOf = (principal: AuthPrincipal, place: CommentPlaceAccess): CommentActor => ({
  uid: principal.uid,
  username: principal.username,
  isPlaceAdmin: place.isPlaceAdmin,
  mayComment: principal.permissions.includes('comment'),
});

/**
 * The comment area (spec 02 "Comment area", sections 3-9) under a discussion or in a contest: the
 * paged comments with their first replies and the reader's likes, posting and deleting comments and
 * replies, the like toggle, and a comment's full reply list. Every call is checked as its place's own
 * reads are (`commentPlace`), and during a running contest a contestant sees only their own and the
 * admins' comments.
 */
export function commentRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  /** A stored comment and its place as this reader meets it; 404 when the reader may not see it. */
  const visibleComment = async (id: number, principal: AuthPrincipal | null) => {
    const row = await commentById(db, id);
    if (!row) throw new HttpError(404, m.notFound);
    const place = await commentPlace(db, principal, { did: row.did, cid: row.cid });
    if (!readerSees(place.reader, row)) throw new HttpError(404, m.notFound);
    return { row, place };
  };

  const posting = async (principal: AuthPrincipal) => ({
    rules: { acceptedNeeded: (await readSiteSettings(db)).switches.defaultCreateCommentACInitValue },
    acceptedCount: await acceptedProblemCount(db, principal.uid),
  });

  const withReplies = async (rows: CommentListing[], place: CommentPlaceAccess) => {
    const { replies, totals } = await firstReplies(
      db,
      rows.map((r) => r.id),
      place.reader,
      commentLimits.firstReplies,
    );
    return rows.map((row) => commentView(row, place, replies.get(row.id) ?? [], totals.get(row.id) ?? 0));
  };

  router.get('/comments', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    const place = await commentPlace(db, principal, q);
    const { rows, total } = await commentPage(
      db,
      q.did ? { did: q.did } : { cid: q.cid ?? 0 },
      place.reader,
      q,
    );
    const liked = principal
      ? await likedComments(
          db,
          principal.uid,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    // Under a discussion, its commentNum (comments and replies) as of this read, for the page above.
    const commentNum = q.did ? ((await discussionCommentCounts(db, [q.did])).get(q.did) ?? 0) : undefined;
    ok(ctx, {
      commentList: page(await withReplies(rows, place), total, q.currentPage, q.limit),
      commentLikeMap: Object.fromEntries([...liked].map((id) => [id, true])),
      ...(commentNum === undefined ? {} : { commentNum }),
    });
  });

  router.post('/comment', requireLogin(), async (ctx) => {
    const body = parseInput(commentBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const metadata = commandMetadata(ctx);
    const place = await commentPlace(db, principal, body, Date.parse(metadata.at));
    const id = await nextCommentId(services, 'comment');
    await runCommentCommand(services, metadata, id, {
      type: 'PostComment',
      id,
      source: place.source,
      content: body.content,
      actor: actorOf(principal, place),
      contestRunning: place.running,
      ...(await posting(principal)),
    });
    const row = await commentById(db, id);
    if (!row) throw new HttpError(404, m.notFound);
    ok(ctx, commentView(row, place, [], 0));
  });

  router.delete('/comment', requireLogin(), async (ctx) => {
    const { id } = parseInput(idOnly, deleteInput(ctx));
    const principal = currentPrincipal(ctx);
    const { place } = await visibleComment(id, principal);
    await runCommentCommand(services, commandMetadata(ctx), id, {
      type: 'DeleteComment',
      actor: actorOf(principal, place),
    });
    ok(ctx, null);
  });

  router.get('/comment-like', requireLogin(), async (ctx) => {
    // The reference names the comment `cid` here (sourceId and sourceType name its place, which the
    // stored comment decides).
    const { cid, toLike } = parseInput(
      z.object({
        cid: idParam,
        toLike: flag,
        sourceId: idParam.optional(),
        sourceType: z.enum(['Discussion', 'Contest']).optional(),
      }),
      ctx.query,
    );
    const principal = currentPrincipal(ctx);
    const { place } = await visibleComment(cid, principal);
    await runCommentCommand(services, commandMetadata(ctx), cid, {
      type: 'LikeComment',
      actor: actorOf(principal, place),
      toLike,
    });
    const row = await commentById(db, cid);
    ok(ctx, { likeNum: row?.like_num ?? 0, hasLike: toLike });
  });

  router.post('/reply', requireLogin(), async (ctx) => {
    const body = parseInput(replyBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const metadata = commandMetadata(ctx);
    const { row, place } = await visibleComment(body.reply.commentId, principal);
    const quote =
      body.quoteType === 'Reply' && body.quoteId
        ? { type: 'Reply' as const, id: body.quoteId }
        : { type: 'Comment' as const, id: row.id };
    if (quote.type === 'Reply') {
      const quoted = await replyById(db, quote.id);
      if (!quoted || quoted.comment_id !== row.id || !readerSees(place.reader, quoted))
        throw new HttpError(404, m.replyNotFound);
    }
    const replyId = await nextCommentId(services, 'reply');
    await runCommentCommand(services, metadata, row.id, {
      type: 'PostReply',
      replyId,
      quote,
      content: body.reply.content,
      actor: actorOf(principal, place),
      contestRunning: place.running,
      ...(await posting(principal)),
    });
    const reply = await replyById(db, replyId);
    if (!reply) throw new HttpError(404, m.replyNotFound);
    ok(ctx, replyView(reply));
  });

  router.delete('/reply', requireLogin(), async (ctx) => {
    const { id } = parseInput(idOnly, deleteInput(ctx));
    const principal = currentPrincipal(ctx);
    const reply = await replyById(db, id);
    if (!reply) throw new HttpError(404, m.replyNotFound);
    const { place } = await visibleComment(reply.comment_id, principal);
    if (!readerSees(place.reader, reply)) throw new HttpError(404, m.replyNotFound);
    await runCommentCommand(services, commandMetadata(ctx), reply.comment_id, {
      type: 'DeleteReply',
      replyId: id,
      actor: actorOf(principal, place),
    });
    ok(ctx, null);
  });

  router.get('/reply', async (ctx) => {
    const { commentId } = parseInput(
      z.object({ commentId: idParam, cid: idParam.optional(), did: idParam.optional() }),
      ctx.query,
    );
    const { row, place } = await visibleComment(commentId, ctx.state.principal);
    ok(ctx, (await allReplies(db, row.id, place.reader)).map(replyView));
  });

  return router;
}
