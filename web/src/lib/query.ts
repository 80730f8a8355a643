import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  skipToken,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { LiveSource, LiveState } from './liveSource';

// Every read of the API is a TanStack query: loading, errors and aborts are the library's, and the
// live gateway's changes write into the same cache. The `load` functions are each feature's `api/`
// calls, which go through `apiRequest` (lib/api.ts) and validate the reply with the feature's zod
// schema; a failure has been shown to the reader there, as the spec's error catalogue says.

/** A read as the pages draw it. */
export interface QueryState<T> {
  /** The last data read; kept while the next key or the next refetch loads. */
  data: T | undefined;
  /** The last failure; kept next to stale `data` so a page can show both. */
  error: Error | undefined;
  /** True while a read is on its way (the first one, a new key's, a refetch). */
  loading: boolean;
  /** Reads again now (after a write, or a "retry" button). */
  reload: () => void;
}

export interface ApiQueryOptions<T = unknown> {
  /** False: do not read (yet); the last data, if any, stays. */
  enabled?: boolean;
  /** Read again every this many ms while mounted (the spec's polls); false or absent: never. */
  pollMs?: number | false;
  /** Show no data of a previous key while the new key loads (default: keep it, as the lists do). */
  dropPrevious?: boolean;
  /**
   * Data that starts a form: read afresh on every visit, never shown from the cache (a form takes
   * its first value once, so a stale one would stay).
   */
  startsForm?: boolean;
  /**
   * The data to show before the first read lands, when there is some (the first screen embedded in
   * index.html, `firstScreen.ts`); the read still runs.
   */
  initialData?: () => T | undefined;
}

/**
 * One read of the API as a query: `load` gets TanStack's AbortSignal, so a read nobody waits for
 * any more (the page left, the key changed) is cancelled. No `load` (nothing to ask yet): no read.
 * @example const { data, error, loading } = useApiQuery(queryKeys.contestList(params), (signal) => getContestList(params, signal));
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: ((signal: AbortSignal) => Promise<T>) | undefined,
  options: ApiQueryOptions<T> = {},
): QueryState<T> {
  const query = useQuery({
    initialData: options.initialData,
    queryKey: key,
    queryFn: load ? ({ signal }) => load(signal) : skipToken,
    enabled: options.enabled ?? true,
    placeholderData: options.dropPrevious || options.startsForm ? undefined : keepPreviousData,
    ...(options.startsForm ? { gcTime: 0 } : {}),
    refetchInterval: options.pollMs ?? false,
    refetchIntervalInBackground: true,
  });
  return stateOf(query);
}

function stateOf<T>(query: UseQueryResult<T>): QueryState<T> {
  const { refetch } = query;
  return {
    data: query.data,
    error: query.error ?? undefined,
    loading: query.isFetching,
    reload: () => void refetch(),
  };
}

/** Queries that will be read again once their read in flight lands (one plan per query, whatever the changes). */
const rereadPlanned = new WeakSet<object>();

/**
 * Writes a pushed change into a query's cached data. A read of the same query in flight may have read
 * its rows before the change and would overwrite it when it lands (the verdict shown, then "Pending"
 * again for good): the query is then read once more after that read.
 * @example writeLiveChange<RowPage>(client, key, (page) => mergeRow(page, row));
 */
export function writeLiveChange<T>(client: QueryClient, key: QueryKey, change: (data: T) => T): void {
  client.setQueryData<T>(key, (data) => (data === undefined ? data : change(data)));
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (query?.state.fetchStatus !== 'fetching' || rereadPlanned.has(query)) return;
  rereadPlanned.add(query);
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') {
      rereadPlanned.delete(query);
      stop();
    } else if (event.type === 'updated' && query.state.fetchStatus === 'idle') {
      rereadPlanned.delete(query);
      stop();
      void client.invalidateQueries({ queryKey: key, exact: true });
    }
  });
}

/**
 * `{ kind: 'reload' }`: the room's read model changed more than its changes say (a projection catching
 * up sends one per room and batch instead of a change per event): read again. Any room may send it.
 */
export function isReloadChange(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'reload';
}

/** The live connection's state, re-rendering on every change. */
export function useLiveState(live: LiveSource): LiveState {
  return useSyncExternalStore(
    (notify) => live.onStateChange(notify),
    () => live.state,
    // HTML rendered on the server, and its hydration, show the state before any answer.
    () => 'connecting',
  );
}

export interface LiveQueryOptions<T> {
  live: LiveSource;
  /** The live room that announces changes of this read; undefined: REST only (and polling). */
  room: string | undefined;
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  /**
   * Merges a pushed change into the cached data (`setQueryData`). Absent: every change reads again.
   */
  apply?: (data: T, payload: unknown) => T;
  /** Changes that cannot be merged (e.g. `{ kind: 'reload' }`): the query is invalidated. */
  needsReload?: (payload: unknown) => boolean;
  /** After a merged change, read again this long after the last one (a board's ranks). */
  reloadAfterMs?: number;
  /** The spec's poll interval, used only while the room is not live (socket down, or join refused). */
  pollMs: number;
  enabled?: boolean;
}

export interface LiveQueryState<T> extends QueryState<T> {
  live: LiveState;
  /** The room has accepted this reader and is pushing its changes (false while joining, refused or offline). */
  joined: boolean;
}

/**
 * A read kept current from its live room: a change is merged into the query cache (`apply`) or
 * invalidates it (`needsReload`, or no `apply`); the query is read again after each (re)join, since
 * changes between the read and the join are not replayed; and it is polled every `pollMs` only while
 * the room is not live: no page polls while its socket is connected.
 * @example const board = useLiveQuery({ live, room: boardRoom(cid, false), key, load, apply, pollMs: 30_000 });
 */
export function useLiveQuery<T>(options: LiveQueryOptions<T>): LiveQueryState<T> {
  const { live, room, key, pollMs, reloadAfterMs } = options;
  const client = useQueryClient();
  const liveState = useLiveState(live);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const [joined, setJoined] = useState<string | undefined>(undefined);
  const roomIsLive = room !== undefined && liveState === 'online' && refused !== room;
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => options.load(signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: roomIsLive ? false : pollMs,
    refetchIntervalInBackground: true,
  });

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const invalidate = useEffectEvent(() => {
    clearTimeout(timer.current);
    void client.invalidateQueries({ queryKey: key, exact: true });
  });
  const onChange = useEffectEvent((payload: unknown) => {
    const { apply, needsReload } = options;
    if (!apply || isReloadChange(payload) || needsReload?.(payload)) return invalidate();
    writeLiveChange<T>(client, key, (data) => apply(data, payload));
    if (reloadAfterMs === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(invalidate, reloadAfterMs);
  });

  useEffect(() => {
    if (room === undefined) return;
    const stop = live.subscribe(room, (change) => onChange(change.payload), {
      onJoined: () => {
        setRefused(undefined);
        setJoined(room);
        invalidate();
      },
      // A refused or revoked room falls back to REST, which answers with the same refusal.
      onError: () => {
        setRefused(room);
        setJoined(undefined);
      },
    });
    return () => {
      stop();
      clearTimeout(timer.current);
    };
  }, [live, room]);

  return { ...stateOf(query), live: liveState, joined: joined === room && roomIsLive };
}

/**
 * Merges a second room's changes into a live query's cache, for a read that two audiences' rooms feed
 * (a contest's submission list: the participants' room, and the reader's own room for their own rows).
 * A (re)join reads the query again, as `useLiveQuery` does; polling stays `useLiveQuery`'s decision.
 * @example useLiveMerge(live, ownRoom(uid), key, (page, payload) => mergeOwn(page, payload));
 */
export function useLiveMerge<T>(
  live: LiveSource,
  room: string | undefined,
  key: QueryKey,
  apply: (data: T, payload: unknown) => T,
): void {
  const client = useQueryClient();
  const onChange = useEffectEvent((payload: unknown) => {
    if (isReloadChange(payload)) return void client.invalidateQueries({ queryKey: key, exact: true });
    writeLiveChange<T>(client, key, (data) => apply(data, payload));
  });
  const onJoined = useEffectEvent(() => void client.invalidateQueries({ queryKey: key, exact: true }));
  useEffect(() => {
    if (room === undefined) return;
    return live.subscribe(room, (change) => onChange(change.payload), { onJoined: () => onJoined() });
  }, [live, room]);
}
