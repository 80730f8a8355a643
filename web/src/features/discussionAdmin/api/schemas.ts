import { z } from 'zod';
import { count, flag, text } from '@/lib/replyFields';

/** A category (GET /api/discussion-category). */
export const categorySchema = z.object({ id: z.number(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A discussion as the back office lists it (server/src/discussion/discussionView.ts). */
export const adminDiscussionSchema = z.object({
  id: z.number(),
  title: z.string(),
  author: text,
  categoryName: text,
  topPriority: flag,
  likeNum: count,
  viewNum: count,
  /** 0 normal, 1 disabled. */
  status: z.number().catch(0),
  gmtCreate: z.string(),
});
export type AdminDiscussion = z.infer<typeof adminDiscussionSchema>;

export const adminDiscussionPageSchema = z.object({
  records: z.array(adminDiscussionSchema),
  total: z.number(),
});
export type AdminDiscussionPage = z.infer<typeof adminDiscussionPageSchema>;

/** A report (GET /api/admin/discussion-report): `status` 0 unhandled, 1 handled. */
export const reportSchema = z.object({
  did: z.number(),
  reportNo: z.number(),
  title: z.string().nullable(),
  discussionDeleted: z.boolean().catch(false),
  reporter: text,
  content: z.string(),
  status: z.number().catch(0),
  gmtCreate: z.string(),
});
export type DiscussionReport = z.infer<typeof reportSchema>;
export const reportPageSchema = z.object({ records: z.array(reportSchema), total: z.number() });
export type ReportPage = z.infer<typeof reportPageSchema>;
