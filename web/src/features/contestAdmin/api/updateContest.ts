import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { ContestPayload } from '../model/contestForm';

/** PUT /api/admin/contest: the whole form again; the server records only what changed. */
export async function updateContest(cid: number, payload: ContestPayload): Promise<void> {
  await apiRequest('/api/admin/contest', z.unknown(), { method: 'PUT', body: { ...payload, cid } });
}
