import { z } from 'zod';
import { count, flag, text } from '@/lib/replyFields';

/** A category (GET /api/discussion-category). */
export const categorySchema = z.object({ id: z.number(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A discussion as the list shows it (server/src/discussion/discussionView.ts). */
export const discussionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: text,
  pid: z.string().nullable(),
  uid: z.string(),
  author: text,
  avatar: text,
  /** The author's role: root, admin, problem_admin or user. */
  role: text,
  titleName: text,
  titleColor: text,
  categoryId: z.number(),
  categoryName: text,
  topPriority: flag,
  /** Picked by an admin as an explanation of its problem. */
  explanation: flag,
  likeNum: count,
  viewNum: count,
  /** Its live comments and replies. */
  commentNum: count,
  hasLike: flag,
  /** 0 normal, 1 disabled (only admins see those). */
  status: z.number().catch(0),
  gmtCreate: z.string(),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const discussionDetailSchema = discussionSchema.extend({ content: z.string() });
export type DiscussionDetail = z.infer<typeof discussionDetailSchema>;

export const discussionPageSchema = z.object({
  records: z.array(discussionSchema),
  total: z.number(),
});
export type DiscussionPage = z.infer<typeof discussionPageSchema>;
