import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { toError } from '@/lib/guards';
import type { LiveSource, LiveState } from '../model/liveSource';

export interface LiveListState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  live: LiveState;
  reload: () => void;
}

interface LiveListOptions<T> {
  live: LiveSource;
  /** The room to follow; undefined: REST only (and polling). */
  room: string | undefined;
  /** Names what `load` reads: a new key reads again. */
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** Merges a pushed change into the data. */
  apply: (data: T, payload: unknown) => T;
  /** Changes that cannot be merged (e.g. `{ kind: 'reload' }`). */
  needsReload: (payload: unknown) => boolean;
  /** The spec's poll interval, used only while the live connection is down. */
  pollMs: number;
}

/**
 * A list read by REST and kept current from its live room: pushed changes are merged by `apply`, the
 * list is read again after each (re)join (changes between the read and the join are not replayed),
 * and polled every `pollMs` only while the socket is down.
 */
export function useLiveList<T>({
  live,
  room,
  key,
  load,
  apply,
  needsReload,
  pollMs,
}: LiveListOptions<T>): LiveListState<T> {
  const [state, setState] = useState<Omit<LiveListState<T>, 'live' | 'reload'>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [liveState, setLiveState] = useState<LiveState>(live.state);
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal));
  const controller = useRef<AbortController>(undefined);

  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ ...s, loading: true }));
    fetchData(current.signal).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (thrown: unknown) => {
        if (!current.signal.aborted) setState((s) => ({ ...s, error: toError(thrown), loading: false }));
      },
    );
  }, []);

  const onChange = useEffectEvent((payload: unknown) => {
    if (needsReload(payload)) return reload();
    setState((s) => (s.data === undefined ? s : { ...s, data: apply(s.data, payload) }));
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    reload();
    return () => controller.current?.abort();
  }, [key, reload]);

  useEffect(() => {
    setLiveState(live.state);
    const stopState = live.onStateChange(setLiveState);
    if (room === undefined) return stopState;
    const stop = live.subscribe(room, (change) => onChange(change.payload), { onJoined: () => reload() });
    return () => {
      stopState();
      stop();
    };
  }, [live, room, reload]);

  useEffect(() => {
    if (liveState === 'online' && room !== undefined) return;
    const poll = setInterval(reload, pollMs);
    return () => clearInterval(poll);
  }, [liveState, room, reload, pollMs]);

  return { ...state, live: liveState, reload };
}
