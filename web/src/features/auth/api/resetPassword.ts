import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** POST /api/reset-password: the username and code come from the mailed link. */
export async function resetPassword(form: { username: string; password: string; code: string }) {
  await apiRequest('/api/reset-password', z.unknown(), { method: 'POST', body: form });
}
