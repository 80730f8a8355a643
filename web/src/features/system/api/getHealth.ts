import { apiRequest } from '@/lib/api';
import { isArrayOf, isFiniteNumber, isRecord } from '@/lib/guards';

/** How far one read-model projection trails the event store. */
export interface ProjectionHealth {
  name: string;
  position: number;
  lagEvents: number;
  lagMs: number;
}

export interface Health {
  ok: boolean;
  database: 'up' | 'down';
  /** Position of the newest event in the store. */
  head: number;
  projections: ProjectionHealth[];
}

function isProjectionHealth(value: unknown): value is ProjectionHealth {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    isFiniteNumber(value.position) &&
    isFiniteNumber(value.lagEvents) &&
    isFiniteNumber(value.lagMs)
  );
}

export function isHealth(value: unknown): value is Health {
  return (
    isRecord(value) &&
    typeof value.ok === 'boolean' &&
    (value.database === 'up' || value.database === 'down') &&
    isFiniteNumber(value.head) &&
    isArrayOf(value.projections, isProjectionHealth)
  );
}

/** GET /api/healthz */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest('/api/healthz', isHealth, { signal });
}
