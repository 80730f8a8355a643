import type { QueryKey } from '@tanstack/react-query';
import { type LiveQueryState, useLiveQuery } from '@/lib/query';
import type { LiveChange } from '../protocol';
import { getLiveClient } from '../sharedClient';

export type LiveOrPollState<T> = LiveQueryState<T>;

/**
 * The query `key`, read by `fetcher` and kept current from the live `room` on the page's shared
 * connection: each change goes through `applyChange` into the query cache (without one, a change
 * reads again), and the query is polled every `intervalMs` only while the room is not live.
 * @example const health = useLiveOrPoll(queryKeys.health, 'system', getHealth, 2000, applyHeadChange);
 */
export function useLiveOrPoll<T>(
  key: QueryKey,
  room: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  applyChange?: (current: T, change: Pick<LiveChange, 'payload'>) => T,
): LiveOrPollState<T> {
  return useLiveQuery({
    live: getLiveClient(),
    room,
    key,
    load: fetcher,
    apply: applyChange && ((data, payload) => applyChange(data, { payload })),
    pollMs: intervalMs,
  });
}
