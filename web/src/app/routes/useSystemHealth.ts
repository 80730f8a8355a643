import { useLiveOrPoll } from '@/features/live';
import { applyHeadChange, getHealth, type HealthState, healthPollMs, systemRoom } from '@/features/system';
import { queryKeys } from '@/lib/queryKeys';

/** Wires the system views to the live gateway: head pushed live, healthz polled while offline. */
export function useSystemHealth(): HealthState {
  return useLiveOrPoll(queryKeys.health, systemRoom, getHealth, healthPollMs, applyHeadChange);
}
