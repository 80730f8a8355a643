import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/admin/change-problem-auth: the list's public/private switch (spec 03 §4 "changed in the list"). */
export async function changeProblemAuth(pid: number, auth: number): Promise<void> {
  await apiRequest('/api/admin/change-problem-auth', z.unknown(), { method: 'PUT', body: { pid, auth } });
}
