import { isFiniteNumber, isRecord } from '@/lib/guards';
import type { Health } from '../api/getHealth';

/** The live room where the server announces `{ head }` as events are appended. */
export const systemRoom = 'system';

/** The spec's polling pace, used while the live connection is down. */
export const healthPollMs = 2000;

/**
 * Moves the head forward from a `system` change; anything else leaves the health as it was.
 * The projections' lag is not recomputed: only the server knows their positions.
 */
export function applyHeadChange(health: Health, change: { payload: unknown }): Health {
  const { payload } = change;
  if (!isRecord(payload) || !isFiniteNumber(payload.head) || payload.head <= health.head) return health;
  return { ...health, head: payload.head };
}
