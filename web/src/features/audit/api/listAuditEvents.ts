import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { AuditFilters } from '../model/auditFilters';
import { auditEventSchema } from './auditEventSchema';

const pageSchema = z.object({ records: z.array(auditEventSchema), next: z.number().nullable() });
export type AuditPage = z.infer<typeof pageSchema>;

/**
 * GET /api/admin/audit/events: newest first. `before` pages towards older events (the previous
 * page's `next`); `after` asks for what is newer than the top of the list (after a live notice).
 */
export function listAuditEvents(
  filters: AuditFilters,
  cursor: { before?: number; after?: number; limit?: number },
  options: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<AuditPage> {
  return apiRequest('/api/admin/audit/events', pageSchema, {
    ...options,
    query: { ...filters, limit: cursor.limit ?? 50, before: cursor.before, after: cursor.after },
  });
}
