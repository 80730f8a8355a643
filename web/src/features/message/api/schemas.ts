import { NOTICE_AUDIENCES } from '@oj/events/vocabulary';
import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

/** GET /api/msg/unread and the `messages:<uid>` pushes: unread counts per kind. */
export const unreadSchema = z.object({ comment: count, reply: count, like: count, sys: count, mine: count });
export type UnreadCounts = z.infer<typeof unreadSchema>;

/** One message (spec 02 "Message"); system and mine messages carry a title and markdown content. */
export const messageSchema = z.object({
  id: z.number(),
  /** Read; unread when false. */
  state: z.boolean(),
  senderId: z.string().nullable(),
  senderUsername: z.string().nullable(),
  senderAvatar: z.string().nullable(),
  action: z.string().nullable(),
  sourceId: z.number().nullable(),
  sourceType: z.string().nullable(),
  sourceTitle: z.string().nullable(),
  sourceContent: z.string().nullable(),
  quoteContent: z.string().nullable(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  gmtCreate: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = z.object({ records: z.array(messageSchema), total: z.number() });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** A site announcement: status 0 visible, 1 hidden. */
export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.number(),
  username: text,
  gmtCreate: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementPageSchema = z.object({ records: z.array(announcementSchema), total: z.number() });

export const noticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_AUDIENCES),
  recipientCount: count,
  author: text,
  gmtCreate: z.string(),
});
export type SentNotice = z.infer<typeof noticeSchema>;
export const noticePageSchema = z.object({ records: z.array(noticeSchema), total: z.number() });

/** The live room's payloads: counts for one reader, or "a notice to all users was sent". */
export const unreadPushSchema = z.object({ unread: unreadSchema });
