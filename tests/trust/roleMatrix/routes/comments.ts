import { freshComment } from '../fresh';
import { adminRoles, everyone, except, signedIn } from '../principals';
import type { RouteTable } from '../types';

/** The restricted user is muted (1007): it may read and like, never comment or reply. */
const posters = except(signedIn, { restricted: 403 });

/**
 * The comment area (spec 02), called on the user's discussion: the other user's comment and reply are
 * deleted by their author or an admin role, so the table aims the refused calls at theirs.
 */
export const commentRoutes: RouteTable = {
  'GET /api/comments': { access: everyone, request: ({ w }) => ({ query: { did: w.discussions.userDid } }) },
  'POST /api/comment': {
    access: posters,
    mutates: true,
    request: ({ w }) => ({ body: { did: w.discussions.userDid, content: w.unique('Comment ') } }),
  },
  'DELETE /api/comment': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { id: allowed ? (await freshComment(w)).commentId : w.discussions.commentId },
    }),
  },
  'GET /api/comment-like': {
    access: signedIn,
    mutates: true,
    request: ({ w }) => ({
      query: {
        cid: w.discussions.commentId,
        toLike: true,
        sourceId: w.discussions.userDid,
        sourceType: 'Discussion',
      },
    }),
  },
  'POST /api/reply': {
    access: posters,
    mutates: true,
    request: ({ w }) => ({
      body: {
        reply: { commentId: w.discussions.commentId, content: w.unique('Reply ') },
        did: w.discussions.userDid,
      },
    }),
  },
  'DELETE /api/reply': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { id: allowed ? (await freshComment(w)).replyId : w.discussions.replyId },
    }),
  },
  'GET /api/reply': {
    access: everyone,
    request: ({ w }) => ({ query: { commentId: w.discussions.commentId } }),
  },
};
