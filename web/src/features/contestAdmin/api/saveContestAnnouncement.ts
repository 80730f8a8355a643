import type { ContestAnnouncementForm } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** What the dialog sends: the server's own body rule (`@oj/events/contracts`) typed it. */
export type AnnouncementInput = ContestAnnouncementForm;

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
