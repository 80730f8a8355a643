import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/contest/announcement?cid&aid. */
export async function deleteContestAnnouncement(cid: number, aid: number): Promise<void> {
  await apiRequest('/api/admin/contest/announcement', z.unknown(), { method: 'DELETE', query: { cid, aid } });
}
