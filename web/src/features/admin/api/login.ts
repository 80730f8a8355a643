import { apiRequest } from '@/lib/api';
import { type UserInfo, userInfoSchema } from '@/lib/userInfo';

/**
 * POST /api/login: the back office signs in through the site's login call (the server has no separate
 * admin login); the admin page then checks the roles that come back.
 */
export function login(form: { username: string; password: string }): Promise<UserInfo> {
  // Quiet: a refusal is shown by the admin page in the back office's own words (spec 03 §8).
  return apiRequest('/api/login', userInfoSchema, { method: 'POST', body: form, quiet: true });
}
