import { z } from 'zod';
import { flag, text } from '@/lib/replyFields';

// The helpers' reply rows, apart from the calls so pure model code (and its tests) can use them.

/** One accepted submission on the AC helper (balloon list), as the list and the live room carry it. */
export const acInfoSchema = z.object({
  id: z.number(),
  cid: z.number(),
  submitTime: z.string(),
  displayId: z.string(),
  /** The problem's balloon colour. */
  color: z.string().nullish(),
  firstBlood: flag,
  username: text,
  realname: text,
  checked: flag,
});
export type AcInfo = z.infer<typeof acInfoSchema>;

/** A print request on the admin's list: status 0 waiting, 1 printed. */
export const printSchema = z.object({
  id: z.number(),
  username: text,
  realname: text,
  gmtCreate: z.string(),
  status: z.number().catch(0),
});
export type PrintRequest = z.infer<typeof printSchema>;

/** A contest announcement as the list, the unread call and the live room carry it. */
export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: text,
  username: text,
  gmtCreate: z.string().nullish(),
});
export type ContestAnnouncement = z.infer<typeof announcementSchema>;
