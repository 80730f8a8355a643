import type { DiscussionForm } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import type { Moderation } from './moderateDiscussion';
import { discussionDetailSchema, discussionPageSchema } from './schemas';

/**
 * A group's discussions (spec 03 §2.7, §7.2): the members' list (its admins see disabled ones too), and
 * posting, editing, pinning, disabling and deleting with the group's id. The detail, likes, reports and
 * comments are the public area's calls, which the server gates by the discussion's group.
 */
export function getGroupDiscussions(query: Query & { gid: number }, signal?: AbortSignal) {
  return apiRequest('/api/group/get-discussion-list', discussionPageSchema, { query, signal });
}

/** POST /api/group/discussion (new, in the group) or PUT /api/group/discussion (the author's edit). */
export function saveGroupDiscussion(
  gid: number,
  form: DiscussionForm,
  target: { id: number } | { pid: string | null },
) {
  return 'id' in target
    ? apiRequest('/api/group/discussion', discussionDetailSchema, {
        method: 'PUT',
        body: { ...form, gid, id: target.id },
      })
    : apiRequest('/api/group/discussion', discussionDetailSchema, {
        method: 'POST',
        body: { ...form, gid, pid: target.pid },
      });
}

/** PUT /api/group/discussion: pin or disable (the group's admins). */
export function moderateGroupDiscussion(gid: number, id: number, changes: Omit<Moderation, 'explanation'>) {
  return apiRequest('/api/group/discussion', z.unknown(), { method: 'PUT', body: { gid, id, ...changes } });
}

/** DELETE /api/group/discussion: by its author or the group's admins. */
export function deleteGroupDiscussion(gid: number, did: number) {
  return apiRequest('/api/group/discussion', z.unknown(), { method: 'DELETE', query: { gid, did } });
}

/** GET /api/group/get-admin-discussion-list: every discussion of the group, disabled ones too (its admins). */
export function getAdminGroupDiscussions(query: Query & { gid: number }, signal?: AbortSignal) {
  return apiRequest('/api/group/get-admin-discussion-list', discussionPageSchema, { query, signal });
}
