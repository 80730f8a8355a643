import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toError } from '@/lib/guards';
import { liveConnectionAtom } from '../atoms';
import type { LiveChange } from '../protocol';
import { getLiveClient } from '../sharedClient';
import { coalesce } from './coalesce';

export interface LiveOrPollState<T> {
  data: T | undefined;
  /** The last failure; kept next to stale `data` so a page can show both. */
  error: Error | undefined;
  /** True until the first answer (data or error) arrives. */
  loading: boolean;
}

/**
 * Loads `fetcher` once, then keeps the result current from the live `room` while the connection is
 * up, and by calling `fetcher` every `intervalMs` while it is down (the spec polls every 2 s).
 * Each change goes through `applyChange`; without one, a change triggers a fresh fetch.
 * @example const health = useLiveOrPoll('system', getHealth, 2000, applyHeadChange);
 */
export function useLiveOrPoll<T>(
  room: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  applyChange?: (current: T, change: LiveChange) => T,
): LiveOrPollState<T> {
  const [state, setState] = useState<LiveOrPollState<T>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const connection = useAtomValue(liveConnectionAtom);
  const reload = useRef<() => void>(() => {});
  const fetchData = useEffectEvent((signal: AbortSignal) => fetcher(signal));
  const onChange = useEffectEvent((change: LiveChange) => {
    if (!applyChange) return reload.current();
    setState((current) =>
      current.data === undefined ? current : { ...current, data: applyChange(current.data, change) },
    );
  });

  useEffect(() => {
    const controller = new AbortController();
    const load = coalesce(async () => {
      try {
        const data = await fetchData(controller.signal);
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      } catch (thrown) {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error: toError(thrown), loading: false }));
      }
    });
    reload.current = load;
    load();
    // Reload after each (re)join as well: changes made between our fetch and the join are not replayed.
    const stop = getLiveClient().subscribe(room, (change) => onChange(change), { onJoined: () => load() });
    return () => {
      stop();
      controller.abort();
    };
  }, [room]);

  useEffect(() => {
    if (connection !== 'offline') return;
    const timer = setInterval(() => reload.current(), intervalMs);
    return () => clearInterval(timer);
  }, [connection, intervalMs]);

  return state;
}
