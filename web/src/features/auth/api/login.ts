import { apiRequest } from '@/lib/api';
import { type UserInfo, userInfoSchema } from '@/lib/userInfo';

/** POST /api/login: the user comes back in the body, the token in the `Authorization` header. */
export function login(form: { username: string; password: string }): Promise<UserInfo> {
  return apiRequest('/api/login', userInfoSchema, { method: 'POST', body: form });
}
