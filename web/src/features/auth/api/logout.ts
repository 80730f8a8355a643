import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** GET /api/logout: ends every session of the user on the server. */
export async function logout(): Promise<void> {
  await apiRequest('/api/logout', z.unknown(), { quiet: true });
}
