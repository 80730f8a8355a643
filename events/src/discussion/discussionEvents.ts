import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { discussionLimits as l } from './discussionRules';

/**
 * Discussions (spec 02 sections 3-9). Stream `discussion-<did>`: created, edited by its author,
 * moderated (top priority, normal/disabled) by admins, deleted, liked and unliked once per user, and
 * reported. Its views go on `discussion-<did>-views` (one DiscussionViewed per read of the detail), so a
 * busy page never makes an edit retry. Categories are one stream, `discussion-categories`.
 *
 * @example
 * { type: 'DiscussionCreated', data: { id: 7, fields: { title: '[P1000] Why WA?', description: 'WA on 3',
 *   content: '...', categoryId: 1, pid: 'P1000', topPriority: false }, author: { uid: 'u1', username: 'ann' } } }
 */
const id = z.number().int().positive();
const uid = z.string().min(1);

export const discussionFields = z.object({
  /** Problem discussions carry `[problemId] ` in front (see `problemTitle`), so a little over 255 fits. */
  title: z
    .string()
    .min(1)
    .max(l.titleMaxLength + 110),
  description: z.string().min(1).max(l.descriptionMaxLength),
  content: z.string().min(1).max(l.contentMaxLength),
  categoryId: id,
  /** The problem's ID (its display ID, as in `/discussion/:problemID`), or null. */
  pid: z.string().min(1).max(100).nullable(),
  topPriority: z.boolean(),
});
export type DiscussionFields = z.infer<typeof discussionFields>;

/** 0 normal, 1 disabled (hidden from everyone but admins). */
export const DiscussionStatus = { normal: 0, disabled: 1 } as const;

/** `gid`: the group whose members alone read it (spec 03 section 2.7); absent or null in the public area. */
export const DiscussionCreated = defineEvent('DiscussionCreated', {
  schema: z.object({
    id,
    fields: discussionFields,
    author: z.object({ uid, username: z.string() }),
    gid: id.nullish(),
  }),
});
/** The author's edit: only the fields that changed (never the counts). */
export const DiscussionUpdated = defineEvent('DiscussionUpdated', {
  schema: z.object({
    id,
    changes: discussionFields.omit({ pid: true }).partial(),
  }),
});
/**
 * An admin's moderation: top priority, status, and whether a problem discussion is picked as an
 * explanation of its problem (spec 03 "explanation-pick flag"; older events never carry it).
 */
export const DiscussionModerated = defineEvent('DiscussionModerated', {
  schema: z.object({
    id,
    changes: z
      .object({
        topPriority: z.boolean(),
        status: z.union([z.literal(0), z.literal(1)]),
        explanation: z.boolean(),
      })
      .partial(),
  }),
});
export const DiscussionDeleted = defineEvent('DiscussionDeleted', { schema: z.object({ id }) });
export const DiscussionLiked = defineEvent('DiscussionLiked', { schema: z.object({ id, uid }) });
export const DiscussionUnliked = defineEvent('DiscussionUnliked', { schema: z.object({ id, uid }) });
/** `reportNo` counts the discussion's reports from 1; `content` is for admins only (labels and reason). */
export const DiscussionReported = defineEvent('DiscussionReported', {
  schema: z.object({
    id,
    reportNo: id,
    reporter: z.object({ uid, username: z.string() }),
    content: z.string().min(1).max(1000),
  }),
});
/** An admin marks one report handled (or back to unhandled): the report list's status (spec 03 §7.2). */
export const DiscussionReportHandled = defineEvent('DiscussionReportHandled', {
  schema: z.object({ id, reportNo: id, handled: z.boolean() }),
});
/** On `discussion-<did>-views`: someone read the detail. */
export const DiscussionViewed = defineEvent('DiscussionViewed', { schema: z.object({ id }) });

export const DiscussionCategoryCreated = defineEvent('DiscussionCategoryCreated', {
  schema: z.object({ id, name: z.string().min(1).max(l.categoryNameMaxLength) }),
});
export const DiscussionCategoryRenamed = defineEvent('DiscussionCategoryRenamed', {
  schema: z.object({ id, name: z.string().min(1).max(l.categoryNameMaxLength) }),
});

export const discussionEvents = [
  DiscussionCreated,
  DiscussionUpdated,
  DiscussionModerated,
  DiscussionDeleted,
  DiscussionLiked,
  DiscussionUnliked,
  DiscussionReported,
  DiscussionReportHandled,
  DiscussionViewed,
  DiscussionCategoryCreated,
  DiscussionCategoryRenamed,
] as const;

export const discussionStreamId = (did: number) => `discussion-${did}`;
export const discussionViewsStreamId = (did: number) => `discussion-${did}-views`;
export const DISCUSSION_CATEGORIES_STREAM = 'discussion-categories';
