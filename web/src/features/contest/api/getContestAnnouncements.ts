import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';
import { pageOf } from './schemas';

const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: text,
  username: text,
  gmtCreate: z.string().nullish(),
});
export type ContestAnnouncement = z.infer<typeof announcementSchema>;

/** GET /api/get-contest-announcement: newest first; the contest lists them all (limit 100). */
export async function getContestAnnouncements(cid: number, signal?: AbortSignal) {
  const reply = await apiRequest('/api/get-contest-announcement', pageOf(announcementSchema), {
    query: { cid, currentPage: 1, limit: 100 },
    signal,
  });
  return reply.records;
}
