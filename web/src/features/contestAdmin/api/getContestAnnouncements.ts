import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ContestAnnouncement = z.infer<typeof announcementSchema>;

/** GET /api/admin/contest/announcement?cid: every announcement of the contest, newest first. */
export async function getContestAnnouncements(
  cid: number,
  signal?: AbortSignal,
): Promise<ContestAnnouncement[]> {
  const reply = await apiRequest(
    '/api/admin/contest/announcement',
    z.object({ records: z.array(announcementSchema) }),
    { query: { cid }, signal },
  );
  return reply.records;
}
