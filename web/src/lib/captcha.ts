import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const captchaSchema = z.object({ img: z.string().startsWith('data:image/'), captchaKey: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

export type CaptchaKind = 'letters' | 'digits';

/**
 * GET /api/captcha: an image to read and the key that names its answer on the server; `digits` for the
 * settings forms' 6 digits, letters for the reset request.
 */
export function getCaptcha(kind: CaptchaKind = 'letters'): Promise<Captcha> {
  return apiRequest('/api/captcha', captchaSchema, { query: { kind } });
}
