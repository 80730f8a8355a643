import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** POST /api/change-password */
export async function changePassword(form: {
  oldPassword: string;
  newPassword: string;
  captcha: string;
  captchaKey: string;
}): Promise<void> {
  await apiRequest('/api/change-password', z.unknown(), { method: 'POST', body: form });
}
