import type { ContestProfile } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type Contest, contestSchema } from './schemas';

/** GET /api/get-contest-info: the contest's header (never its password). */
export function getContestInfo(cid: number, signal?: AbortSignal): Promise<Contest> {
  return apiRequest('/api/get-contest-info', contestSchema, { query: { cid }, signal });
}

/** GET /api/get-contest-access: whether the signed-in reader may enter (registered, or public). */
export async function getContestAccess(cid: number, signal?: AbortSignal): Promise<boolean> {
  const reply = await apiRequest('/api/get-contest-access', z.object({ access: z.boolean() }), {
    query: { cid },
    signal,
    quiet: true,
  });
  return reply.access;
}

/** POST /api/register-contest: enter a private contest with its password (or a protected one). */
export async function registerContest(
  cid: number,
  password: string,
  profile?: ContestProfile,
): Promise<void> {
  await apiRequest('/api/register-contest', z.unknown(), {
    method: 'POST',
    body: { cid, password, profile },
  });
}
