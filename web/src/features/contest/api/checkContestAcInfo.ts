import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/check-contest-ac-info: tick a balloon off (or back on). */
export async function checkContestAcInfo(cid: number, id: number, checked: boolean): Promise<void> {
  await apiRequest('/api/check-contest-ac-info', z.unknown(), { method: 'PUT', body: { cid, id, checked } });
}
