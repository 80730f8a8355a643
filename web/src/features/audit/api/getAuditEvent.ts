import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { auditEventSchema } from './auditEventSchema';

const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changed: z.boolean(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

const detailSchema = auditEventSchema.extend({
  diff: z.array(fieldChangeSchema).nullable(),
  caused: z.array(auditEventSchema),
});
export type AuditEventDetail = z.infer<typeof detailSchema>;

/** GET /api/admin/audit/event: one event with the diff it made and the events it caused. */
export function getAuditEvent(position: number, options: { signal?: AbortSignal } = {}) {
  return apiRequest('/api/admin/audit/event', detailSchema, { ...options, query: { position } });
}
