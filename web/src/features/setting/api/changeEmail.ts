import { apiRequest } from '@/lib/api';
import { type UserInfo, userInfoSchema } from '@/lib/userInfo';

/** POST /api/change-email: returns the user with the new address. */
export function changeEmail(form: {
  password: string;
  newEmail: string;
  code: string;
  captcha: string;
  captchaKey: string;
}): Promise<UserInfo> {
  return apiRequest('/api/change-email', userInfoSchema, { method: 'POST', body: form });
}
