import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const sentCodeSchema = z.object({ email: z.string(), expire: z.number() });

/** GET /api/get-register-code: mails a 6-character code; `expire` is how many seconds it lives. */
export function getRegisterCode(email: string): Promise<z.infer<typeof sentCodeSchema>> {
  return apiRequest('/api/get-register-code', sentCodeSchema, { query: { email } });
}
