import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { announcementSchema } from './helperSchemas';

/** POST /api/get-contest-not-read-announcement: the announcements not among the ids read here. */
export function getUnreadAnnouncements(cid: number, readAnnouncementList: number[], signal?: AbortSignal) {
  return apiRequest('/api/get-contest-not-read-announcement', z.array(announcementSchema), {
    method: 'POST',
    body: { cid, readAnnouncementList },
    signal,
    quiet: true,
  });
}
