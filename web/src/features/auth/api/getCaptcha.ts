import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const captchaSchema = z.object({ img: z.string().startsWith('data:image/'), captchaKey: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** GET /api/captcha: an image to read and the key that names its answer on the server. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest('/api/captcha', captchaSchema);
}
