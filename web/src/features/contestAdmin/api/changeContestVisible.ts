import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/admin/contest/change-contest-visible: whether the contest shows in the public list. */
export async function changeContestVisible(cid: number, visible: boolean): Promise<void> {
  await apiRequest('/api/admin/contest/change-contest-visible', z.unknown(), {
    method: 'PUT',
    body: { cid, visible },
  });
}
