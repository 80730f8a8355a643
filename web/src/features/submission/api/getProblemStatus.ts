import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const statusMapSchema = z.record(z.string(), z.object({ status: z.number() }));

/** POST /api/get-user-problem-status for one problem: the reader's best status (-10 never submitted). */
export async function getProblemStatus(pid: number, signal?: AbortSignal): Promise<number> {
  const statuses = await apiRequest('/api/get-user-problem-status', statusMapSchema, {
    method: 'POST',
    body: { pidList: [pid] },
    signal,
  });
  return statuses[String(pid)]?.status ?? -10;
}
