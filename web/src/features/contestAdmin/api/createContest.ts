import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ContestPayload } from '../model/contestForm';

/** POST /api/admin/contest: a new contest (a group's with `gid`); replies its cid. */
export async function createContest(payload: ContestPayload, gid?: number): Promise<number> {
  const created = await apiRequest('/api/admin/contest', z.object({ cid: z.number() }), {
    method: 'POST',
    body: gid === undefined ? payload : { ...payload, gid },
  });
  return created.cid;
}
