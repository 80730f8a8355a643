import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';
import { groupAuthSchema, groupRoleSchema } from '../vocabulary/groupKinds';
import { groupAnnouncementFields, groupLimits as l } from './groupRules';

/**
 * Groups (spec 03 sections 2.3-2.8, 3, 4, 6). Stream `group-<gid>`: created, its settings changed, its
 * members joining, applying, being accepted, refused, promoted or demoted, exiting or removed, and
 * disbanded. Ownership moves with a member set to root (5); the old owner becomes a group admin.
 *
 * @example
 * { type: 'GroupCreated', data: { id: 4, fields: { name: 'Algorithms club', shortName: 'algos',
 *   brief: 'We solve', description: 'Weekly rounds', auth: 1, code: '', visible: true },
 *   owner: { uid: 'u1', username: 'teacher' } } }
 */
const id = z.number().int().positive();
const uid = z.string().min(1);

export const groupFields = z.object({
  name: z.string().min(1).max(l.nameMax),
  shortName: z.string().min(1).max(l.shortNameMax),
  brief: z.string().min(1).max(l.briefMax),
  description: z.string().min(1).max(l.descriptionMax),
  auth: groupAuthSchema,
  /** A private group's entry code; its root reads it back in the settings form, no reader of events sees it. */
  code: secret(z.string().max(l.codeLength)),
  visible: z.boolean(),
});
export type GroupFields = z.infer<typeof groupFields>;

const person = z.object({ uid, username: z.string() });

export const GroupCreated = defineEvent('GroupCreated', {
  schema: z.object({ id, fields: groupFields, owner: person }),
});
/** Only the fields that changed. */
export const GroupUpdated = defineEvent('GroupUpdated', {
  schema: z.object({ id, changes: groupFields.partial() }),
});
/** A public group is joined at once, as a member. */
export const GroupJoined = defineEvent('GroupJoined', {
  schema: z.object({ id, uid, username: z.string(), reason: z.string().max(l.reasonMax) }),
});
/** A protected or private group's application: the user is applying (1) until its admins decide. */
export const GroupApplied = defineEvent('GroupApplied', {
  schema: z.object({ id, uid, username: z.string(), reason: z.string().max(l.reasonMax) }),
});
/**
 * A member's role set through the member select (accept: 1 -> 3, refuse: 1 -> 2, promote, demote). To root
 * (5) it carries `previousOwner`, who becomes a group admin (4): a group has one owner.
 */
export const GroupMemberRoleChanged = defineEvent('GroupMemberRoleChanged', {
  schema: z.object({
    id,
    uid,
    auth: groupRoleSchema,
    from: groupRoleSchema,
    /** The owner until now (a move to root), who becomes a group admin. */
    previousOwner: uid.nullable(),
  }),
});
export const GroupMemberExited = defineEvent('GroupMemberExited', { schema: z.object({ id, uid }) });
/** Removed by a group admin: a member kicked, or an application or refusal deleted. */
export const GroupMemberRemoved = defineEvent('GroupMemberRemoved', {
  schema: z.object({ id, uid, from: groupRoleSchema }),
});
/** By its owner or a super admin, or by a super admin kicking its owner (spec 03 section 4). */
export const GroupDisbanded = defineEvent('GroupDisbanded', { schema: z.object({ id }) });

/** Its root uploaded a new avatar (spec 03 section 2.8): the stored image's URL. */
export const GroupAvatarChanged = defineEvent('GroupAvatarChanged', {
  schema: z.object({ id, avatar: z.string().min(1).max(500) }),
});
/**
 * A group's announcements (spec 03 sections 2.4, 2.6 and 3), on the group's stream: its admins post them,
 * each edits and deletes their own, its root any. `visible` false is the spec's status 1 (hidden).
 */
export const GroupAnnouncementPosted = defineEvent('GroupAnnouncementPosted', {
  schema: z.object({ id, aid: id, fields: groupAnnouncementFields, author: person }),
});
export const GroupAnnouncementUpdated = defineEvent('GroupAnnouncementUpdated', {
  schema: z.object({ id, aid: id, changes: groupAnnouncementFields.partial() }),
});
export const GroupAnnouncementDeleted = defineEvent('GroupAnnouncementDeleted', {
  schema: z.object({ id, aid: id }),
});

export const groupEvents = [
  GroupCreated,
  GroupUpdated,
  GroupJoined,
  GroupApplied,
  GroupMemberRoleChanged,
  GroupMemberExited,
  GroupMemberRemoved,
  GroupDisbanded,
  GroupAvatarChanged,
  GroupAnnouncementPosted,
  GroupAnnouncementUpdated,
  GroupAnnouncementDeleted,
] as const;

export const groupStreamId = (gid: number) => `group-${gid}`;
/** The live room of a group's card (anyone who may read the group): `{ kind: 'reload' }`, no content. */
export const groupTopic = (gid: number) => `group:${gid}`;
/** The live room of a group's members and applications (its members): `{ kind: 'reload' }`, no content. */
export const groupMembersTopic = (gid: number) => `group:${gid}:members`;
/** The live room of a group's submissions list (its members): `{ kind: 'reload' }`, no content. */
export const groupStatusTopic = (gid: number) => `group:${gid}:status`;
/** The live room of a group's rank (its members): `{ kind: 'reload' }`, no content. */
export const groupRankTopic = (gid: number) => `group:${gid}:rank`;
/**
 * The live room of a group's content (its members): `{ kind }` names what changed (announcements,
 * problems, trainings or discussions), no content; each reader reads that area again.
 */
export const groupContentTopic = (gid: number) => `group:${gid}:content`;
export type GroupContentKind = 'announcements' | 'problems' | 'trainings' | 'discussions';
