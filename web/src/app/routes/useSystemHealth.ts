import { useLiveOrPoll } from '@/features/live';
import { applyHeadChange, getHealth, type HealthState, healthPollMs, systemRoom } from '@/features/system';

/** Wires the system views to the live gateway: head pushed live, healthz polled while offline. */
export function useSystemHealth(): HealthState {
  return useLiveOrPoll(systemRoom, getHealth, healthPollMs, applyHeadChange);
}
