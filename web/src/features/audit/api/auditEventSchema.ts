import { z } from 'zod';

/** One event as GET /api/admin/audit/events returns it (secrets already redacted by the server). */
export const auditEventSchema = z.object({
  position: z.number(),
  eventId: z.string(),
  stream: z.string(),
  aggregate: z.string(),
  version: z.number(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.object({
    actorUid: z.string().nullable(),
    actorUsername: z.string().nullable(),
    ip: z.string().nullable(),
    correlationId: z.string(),
    causationId: z.string().nullable(),
    at: z.string(),
  }),
  time: z.string(),
  causedBy: z.object({ position: z.number(), stream: z.string(), type: z.string() }).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
