import { freshSiteAnnouncement } from '../fresh';
import { everyone, signedIn, superAdmin } from '../principals';
import type { RouteTable } from '../types';

/** Listing marks the reader's unread messages read (an event), so the lists count as mutating. */
const listing = { access: signedIn, mutates: true, request: () => ({}) };

/** The message centre (spec 02), site announcements and admin notices (spec 03: super admin only). */
export const messageRoutes: RouteTable = {
  'GET /api/msg/unread': { access: signedIn, request: () => ({}) },
  'GET /api/msg/comment': listing,
  'GET /api/msg/reply': listing,
  'GET /api/msg/like': listing,
  'GET /api/msg/sys': listing,
  'GET /api/msg/mine': listing,
  'DELETE /api/msg/clean': { access: signedIn, mutates: true, request: () => ({ query: { type: 'Like' } }) },
  'GET /api/get-common-announcement': { access: everyone, request: () => ({}) },
  'GET /api/admin/announcement': { access: superAdmin, request: () => ({}) },
  'POST /api/admin/announcement': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({
      body: { title: w.unique('Announced '), content: 'By the role matrix', status: 0 },
    }),
  },
  'PUT /api/admin/announcement': {
    access: superAdmin,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: { id: allowed ? await freshSiteAnnouncement(w) : 1, title: w.unique('Edited '), status: 1 },
    }),
  },
  'DELETE /api/admin/announcement': {
    access: superAdmin,
    mutates: true,
    request: async ({ w, allowed }) => ({ query: { aid: allowed ? await freshSiteAnnouncement(w) : 1 } }),
  },
  'GET /api/admin/msg/notice': { access: superAdmin, request: () => ({}) },
  'POST /api/admin/msg/notice': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({
      body: {
        title: w.unique('Notice '),
        content: 'From the role matrix',
        type: 'users',
        recipients: [w.accounts.user.username],
      },
    }),
  },
};
