import { apiRequest } from '@/lib/api';
import { announcementSchema } from './helperSchemas';
import { pageOf } from './schemas';

/** GET /api/get-contest-announcement: newest first; the contest lists them all (limit 100). */
export async function getContestAnnouncements(cid: number, signal?: AbortSignal) {
  const reply = await apiRequest('/api/get-contest-announcement', pageOf(announcementSchema), {
    query: { cid, currentPage: 1, limit: 100 },
    signal,
  });
  return reply.records;
}

export type { ContestAnnouncement } from './helperSchemas';
