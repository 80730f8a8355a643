import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const sentCodeSchema = z.object({ email: z.string(), expire: z.number() });

/** GET /api/get-change-email-code: mails a code to the NEW address, proving the reader owns it. */
export function getChangeEmailCode(email: string) {
  return apiRequest('/api/get-change-email-code', sentCodeSchema, { query: { email } });
}
