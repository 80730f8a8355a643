import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { commentLimits } from './commentRules';

/**
 * Comments and replies (spec 02 "Comment area", sections 3-9). Stream `comment-<id>` holds one comment,
 * its replies, deletes and likes; comment and reply ids come from the server's sequences. Each event
 * carries the people it concerns (the discussion's author, the quoted user, the liked comment's author)
 * and where it happened (the discussion's or contest's id and title), so a messages projection folds it
 * without reading anything else.
 *
 * @example
 * { type: 'CommentPosted', data: { id: 4, content: 'Nice', from: { uid: 'u2', username: 'bob' },
 *   fromAdmin: false, whileRunning: false,
 *   source: { type: 'Discussion', did: 7, title: 'Why WA?', authorUid: 'u1' } } }
 */
const id = z.number().int().positive();
const uid = z.string().min(1);
const person = z.object({ uid, username: z.string() });
const content = z.string().min(1).max(commentLimits.contentMaxLength);

/** Where the comment lives, with what a message about it needs. */
export const commentSource = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Discussion'),
    did: id,
    title: z.string(),
    /** The discussion's author: the one told about a new comment. */
    authorUid: uid,
  }),
  z.object({ type: z.literal('Contest'), cid: id, title: z.string() }),
]);
export type CommentSource = z.infer<typeof commentSource>;

export const CommentPosted = defineEvent('CommentPosted', {
  schema: z.object({
    id,
    content,
    from: person,
    /**
     * Written by an admin of the place: an admin role under a discussion, root or the contest's admins
     * in a contest. During a running contest contestants see only their own and admins' comments.
     */
    fromAdmin: z.boolean(),
    /** Posted while the contest ran (always false under a discussion): hidden from other contestants then. */
    whileRunning: z.boolean(),
    source: commentSource,
  }),
});
export const CommentDeleted = defineEvent('CommentDeleted', {
  schema: z.object({ id, source: commentSource, by: uid }),
});
/** A reply under comment `commentId`, quoting the comment or one of its replies and its author (`toUid`). */
export const ReplyPosted = defineEvent('ReplyPosted', {
  schema: z.object({
    id,
    commentId: id,
    content,
    from: person,
    fromAdmin: z.boolean(),
    whileRunning: z.boolean(),
    quote: z.object({ type: z.enum(['Comment', 'Reply']), id }),
    /** The quoted comment's or reply's author. */
    toUid: uid,
    /** The quoted text, short (`quoteOf`). */
    quoteContent: z.string().max(commentLimits.quoteMaxLength),
    source: commentSource,
  }),
});
export const ReplyDeleted = defineEvent('ReplyDeleted', {
  schema: z.object({ id, commentId: id, source: commentSource, by: uid }),
});
/** `toUid`: the liked comment's author. */
export const CommentLiked = defineEvent('CommentLiked', {
  schema: z.object({ id, uid, toUid: uid, source: commentSource }),
});
export const CommentUnliked = defineEvent('CommentUnliked', {
  schema: z.object({ id, uid, toUid: uid, source: commentSource }),
});

export const commentEvents = [
  CommentPosted,
  CommentDeleted,
  ReplyPosted,
  ReplyDeleted,
  CommentLiked,
  CommentUnliked,
] as const;

export const commentStreamId = (id: number) => `comment-${id}`;
