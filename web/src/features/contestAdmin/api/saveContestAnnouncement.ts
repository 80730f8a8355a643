import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export interface AnnouncementInput {
  title: string;
  content: string;
}

/** POST (new) or PUT (with an id) /api/admin/contest/announcement: `{ cid, announcement }`. */
export async function saveContestAnnouncement(
  cid: number,
  announcement: AnnouncementInput & { id?: number },
): Promise<void> {
  await apiRequest('/api/admin/contest/announcement', z.unknown(), {
    method: announcement.id === undefined ? 'POST' : 'PUT',
    body: { cid, announcement },
  });
}
