import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** POST /api/apply-reset-password: mails a link to /reset-password with the username and a code. */
export async function applyResetPassword(form: { captcha: string; captchaKey: string; email: string }) {
  await apiRequest('/api/apply-reset-password', z.unknown(), { method: 'POST', body: form });
}
