import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/admin/problem with only `auth`: the list's public/private switch (there is no change-auth call). */
export async function changeProblemAuth(pid: number, auth: number): Promise<void> {
  await apiRequest('/api/admin/problem', z.unknown(), { method: 'PUT', body: { pid, problem: { auth } } });
}
