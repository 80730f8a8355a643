import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type CommentPlace, placeQuery } from '../model/place';
import { commentPageSchema, commentSchema, replySchema } from './schemas';

/** Spec 02 section 9: ten comments a page. */
export const COMMENT_PAGE_SIZE = 10;

/** GET /api/comments: one page, newest first, each with its first three replies. */
export function getComments(place: CommentPlace, currentPage: number, signal?: AbortSignal) {
  return apiRequest('/api/comments', commentPageSchema, {
    query: { ...placeQuery(place), currentPage, limit: COMMENT_PAGE_SIZE },
    signal,
  });
}

/** POST /api/comment. */
export function postComment(place: CommentPlace, content: string) {
  return apiRequest('/api/comment', commentSchema, {
    method: 'POST',
    body: { ...placeQuery(place), content },
  });
}

/** DELETE /api/comment: by its author or an admin of the place. */
export function deleteComment(id: number) {
  return apiRequest('/api/comment', z.unknown(), { method: 'DELETE', query: { id } });
}

/** GET /api/comment-like: like (toLike) or take the like back; once per user. */
export function likeComment(place: CommentPlace, id: number, toLike: boolean) {
  const source =
    'did' in place
      ? { sourceId: place.did, sourceType: 'Discussion' }
      : { sourceId: place.cid, sourceType: 'Contest' };
  return apiRequest('/api/comment-like', z.object({ likeNum: z.number(), hasLike: z.boolean() }), {
    query: { cid: id, toLike, ...source },
  });
}

/** POST /api/reply: quoting the comment, or one of its replies. */
export function postReply(
  place: CommentPlace,
  commentId: number,
  content: string,
  quote: { type: 'Comment' | 'Reply'; id: number },
) {
  return apiRequest('/api/reply', replySchema, {
    method: 'POST',
    body: { ...placeQuery(place), reply: { commentId, content }, quoteType: quote.type, quoteId: quote.id },
  });
}

/** DELETE /api/reply: by its author or an admin of the place. */
export function deleteReply(id: number) {
  return apiRequest('/api/reply', z.unknown(), { method: 'DELETE', query: { id } });
}

/** GET /api/reply: every reply of a comment (the "show all" of a comment with more than three). */
export function getReplies(commentId: number, signal?: AbortSignal) {
  return apiRequest('/api/reply', z.array(replySchema), { query: { commentId }, signal });
}
