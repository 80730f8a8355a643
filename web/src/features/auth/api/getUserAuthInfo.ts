import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const authInfoSchema = z.object({ roles: z.array(z.string()), permissions: z.array(z.string()) });

/** GET /api/get-user-auth-info: the roles the server grants now (asked again after a 403). */
export function getUserAuthInfo() {
  return apiRequest('/api/get-user-auth-info', authInfoSchema, { quiet: true });
}
