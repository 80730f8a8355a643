import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { auditEventSchema } from './auditEventSchema';

const chainSchema = z.object({ correlationId: z.string(), records: z.array(auditEventSchema) });

/** GET /api/admin/audit/correlated: one request's events and what they caused, oldest first. */
export function getCorrelatedEvents(correlationId: string, options: { signal?: AbortSignal } = {}) {
  return apiRequest('/api/admin/audit/correlated', chainSchema, { ...options, query: { correlationId } });
}
