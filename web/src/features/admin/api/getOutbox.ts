import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export const outboxMailSchema = z.object({
  mailId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'held']),
  error: z.string().nullable(),
  queuedAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/admin/dashboard/outbox (super admin): the newest 50 mails and whether they went out. */
export function getOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return apiRequest('/api/admin/dashboard/outbox', z.array(outboxMailSchema), { signal });
}
