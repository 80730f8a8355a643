import type { GroupForm } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import {
  groupAccessSchema,
  groupAuthSchema,
  groupPageSchema,
  groupRankPageSchema,
  groupSchema,
  memberPageSchema,
} from './schemas';

/** GET /api/get-group-list: newest first; keyword, auth, onlyMine; 9 a page. */
export const getGroupList = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/get-group-list', groupPageSchema, { query, signal });

/** GET /api/get-group-detail: the card (the code only for the group's root). */
export const getGroupDetail = (gid: number, signal?: AbortSignal) =>
  apiRequest('/api/get-group-detail', groupSchema, { query: { gid }, signal });

/** GET /api/get-group-access: whether the reader sees the group's tabs, and manages it. */
export const getGroupAccess = (gid: number, signal?: AbortSignal) =>
  apiRequest('/api/get-group-access', groupAccessSchema, { query: { gid }, signal });

/** GET /api/get-group-auth: the reader's relation to the group. */
export const getGroupAuth = (gid: number, signal?: AbortSignal) =>
  apiRequest('/api/get-group-auth', groupAuthSchema, { query: { gid }, signal });

/** GET /api/get-group-rank-list: the members ranked by ACM or OI; 30 a page, a keyword keeps places. */
export const getGroupRank = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/get-group-rank-list', groupRankPageSchema, { query, signal });

/** POST /api/file/upload-group-avatar: the cropped image (the root's); replies the group. */
export const uploadGroupAvatar = (gid: number, image: Blob) => {
  const form = new FormData();
  form.set('gid', String(gid));
  form.set('image', image, 'avatar.png');
  return apiRequest('/api/file/upload-group-avatar', groupSchema, { method: 'POST', body: form });
};

/** POST /api/group. */
export const createGroup = (form: GroupForm) =>
  apiRequest('/api/group', groupSchema, { method: 'POST', body: form });

/** PUT /api/group: the settings form. */
export const updateGroup = (id: number, form: GroupForm) =>
  apiRequest('/api/group', groupSchema, { method: 'PUT', body: { id, ...form } });

/** POST /api/group/disband-code: the code to the root's own e-mail. */
export const sendDisbandCode = (gid: number) =>
  apiRequest('/api/group/disband-code', z.object({ email: z.string() }), { method: 'POST', body: { gid } });

/** DELETE /api/group: with the e-mailed code when the site sends mail. */
export const disbandGroup = (gid: number, email?: string, code?: string) =>
  apiRequest('/api/group', z.null(), { method: 'DELETE', query: { gid, email, code } });

/** POST /api/group/member: join a public group, or apply with a reason (and a private group's code). */
export const joinGroup = (gid: number, reason: string, code: string) =>
  apiRequest('/api/group/member', z.object({ auth: z.number() }), {
    method: 'POST',
    body: { gid, reason, code },
  });

/** DELETE /api/group/member/exit. */
export const exitGroup = (gid: number) =>
  apiRequest('/api/group/member/exit', z.null(), { method: 'DELETE', query: { gid } });

/** GET /api/group/get-member-list: members, admins and the root. */
export const getMembers = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-member-list', memberPageSchema, { query, signal });

/** GET /api/group/get-apply-list: applying and refused users (group admins). */
export const getApplications = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-apply-list', memberPageSchema, { query, signal });

/** PUT /api/group/member: the member select (accept, refuse, promote, demote, hand over). */
export const setMemberRole = (gid: number, uid: string, auth: number) =>
  apiRequest('/api/group/member', z.null(), { method: 'PUT', body: { gid, uid, auth } });

/** DELETE /api/group/member: remove a member or an application. */
export const removeMember = (gid: number, uid: string) =>
  apiRequest('/api/group/member', z.null(), { method: 'DELETE', query: { gid, uid } });
