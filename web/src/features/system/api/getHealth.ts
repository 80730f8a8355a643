import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const projectionHealthSchema = z.object({
  name: z.string(),
  position: z.number(),
  lagEvents: z.number(),
  lagMs: z.number(),
});

const healthSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  /** Position of the newest event in the store. */
  head: z.number(),
  projections: z.array(projectionHealthSchema),
});

/** How far one read-model projection trails the event store. */
export type ProjectionHealth = z.infer<typeof projectionHealthSchema>;
export type Health = z.infer<typeof healthSchema>;

/** GET /api/healthz. Quiet: the status views show their own error, and it is polled while offline. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest('/api/healthz', healthSchema, { signal, quiet: true });
}
