import { freshDiscussion } from '../fresh';
import { adminRoles, everyone, except, signedIn, superAdmin } from '../principals';
import type { RouteTable } from '../types';

/** The restricted user is muted (1007): it may read, like and report, never post or edit. */
const posters = except(signedIn, { restricted: 403 });
/** Editing: the user's own discussion, which only the user (its author) may edit. */
const author = except(signedIn, {
  restricted: 403,
  problemAdmin: 403,
  admin: 403,
  root: 403,
  contestAdmin: 403,
  demotedAuthor: 403,
});

/** Discussions (spec 02): categories, the list and detail, posting, editing, deleting, likes, reports, moderation. */
export const discussionRoutes: RouteTable = {
  'GET /api/discussion-category': { access: everyone, request: () => ({}) },
  'POST /api/discussion-category': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: [{ name: w.unique('category') }] }),
  },
  'GET /api/get-discussion-list': { access: everyone, request: () => ({}) },
  // Counts a view: an event per read.
  'GET /api/get-discussion-detail': {
    access: everyone,
    mutates: true,
    request: ({ w }) => ({ query: { did: w.discussions.userDid } }),
  },
  'POST /api/discussion': {
    access: posters,
    mutates: true,
    request: ({ w }) => ({
      body: {
        title: w.unique('Posted '),
        description: 'By the role matrix',
        content: 'Hello',
        categoryId: w.discussions.categoryId,
      },
    }),
  },
  'PUT /api/discussion': {
    access: author,
    mutates: true,
    request: ({ w }) => ({ body: { id: w.discussions.userDid, content: w.unique('Edited ') } }),
  },
  // The author or an admin: aimed at the other user's discussion, which only admin roles may delete.
  'DELETE /api/discussion': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { did: allowed ? await freshDiscussion(w) : w.discussions.otherDid },
    }),
  },
  'GET /api/discussion-like': {
    access: signedIn,
    mutates: true,
    request: ({ w }) => ({ query: { did: w.discussions.otherDid, toLike: true } }),
  },
  'POST /api/discussion-report': {
    access: signedIn,
    mutates: true,
    request: ({ w }) => ({ body: { did: w.discussions.userDid, content: '#Plagiarism# copied' } }),
  },
  'PUT /api/admin/discussion': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { id: w.discussions.otherDid, topPriority: true } }),
  },
  'GET /api/admin/discussion-report': { access: adminRoles, request: () => ({}) },
  'GET /api/admin/get-discussion-list': { access: adminRoles, request: () => ({}) },
  'DELETE /api/admin/discussion': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { did: allowed ? await freshDiscussion(w) : w.discussions.otherDid },
    }),
  },
  // The world's one report (on the other user's discussion), marked handled.
  'PUT /api/admin/discussion-report': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { did: w.discussions.otherDid, reportNo: 1, status: 1 } }),
  },
};
