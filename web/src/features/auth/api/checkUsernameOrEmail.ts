import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const existsSchema = z.object({ username: z.boolean(), email: z.boolean() });

/**
 * POST /api/check-username-or-email: whether each given name is taken. Quiet, because it runs while
 * the reader types; the form shows what it means.
 */
export function checkUsernameOrEmail(names: { username?: string; email?: string }) {
  return apiRequest('/api/check-username-or-email', existsSchema, {
    method: 'POST',
    body: names,
    quiet: true,
  });
}
