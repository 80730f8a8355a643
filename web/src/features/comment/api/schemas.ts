import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

/** A reply (server/src/comment/commentView.ts). */
export const replySchema = z.object({
  id: z.number(),
  commentId: z.number(),
  content: z.string(),
  quoteType: z.string(),
  quoteId: z.number(),
  toUid: z.string(),
  toName: text,
  fromUid: z.string(),
  fromName: text,
  fromAvatar: text,
  /** root, admin, problem_admin or user: the SPA / ADM badges. */
  fromRole: text,
  gmtCreate: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/** A comment with its first three replies and how many it has. */
export const commentSchema = z.object({
  id: z.number(),
  content: z.string(),
  fromUid: z.string(),
  fromName: text,
  fromAvatar: text,
  fromRole: text,
  likeNum: count,
  totalReplyNum: count,
  replyList: z.array(replySchema),
  /** Whether this reader may reply (spec 02 section 6: in a contest, only to root's or the owner's). */
  canReply: z.boolean().catch(true),
  gmtCreate: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/comments: a page of comments and the ids the reader has liked. */
export const commentPageSchema = z.object({
  commentList: z.object({ records: z.array(commentSchema), total: z.number() }),
  commentLikeMap: z.record(z.string(), z.boolean()).catch({}),
  /** Under a discussion: its comments and replies, for the discussion's own count. */
  commentNum: z.number().optional(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;
