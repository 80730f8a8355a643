import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '@/lib/queryKeys';
import type { AuditEvent } from '../api/auditEventSchema';
import { listAuditEvents } from '../api/listAuditEvents';
import { type AuditFilters, filtersKey, noticeMatters } from '../model/auditFilters';
import type { AuditLiveSource } from '../model/auditRoom';
import { appendOlder, mergeNewer } from '../model/mergeEvents';

/** Scrolled further than this from the top, new events wait behind the pill instead of moving the list. */
const AT_TOP_PX = 120;
const NEWER_LIMIT = 200;

export interface AuditFeed {
  events: AuditEvent[];
  /** The cursor of the next older page; null once the oldest event is listed. */
  next: number | null;
  loading: boolean;
  error: Error | undefined;
  /** New events that arrived while the reader was scrolled down. */
  pending: AuditEvent[];
  /** Positions that arrived live, highlighted for a moment. */
  fresh: ReadonlySet<number>;
  liveError: boolean;
  loadOlder: () => void;
  showPending: () => void;
}

/**
 * The log under `filters`: the first page, older pages on demand, and live arrivals. A live notice
 * only says "something was appended"; the events themselves come from REST with the same filters
 * (`after` the newest one shown), so the free text and every other filter apply to them too.
 */
export function useAuditFeed(
  filters: AuditFilters,
  live: AuditLiveSource,
  rooms: readonly string[],
): AuditFeed {
  const key = filtersKey(filters);
  // The first page and older ones on demand, one query per filter set; never kept in the cache, since
  // the live arrivals shown above it are not in it.
  const pages = useInfiniteQuery({
    queryKey: queryKeys.auditFeed(key),
    queryFn: ({ pageParam, signal }: { pageParam: number | null; signal: AbortSignal }) =>
      listAuditEvents(filters, pageParam === null ? {} : { before: pageParam }, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.next,
    gcTime: 0,
  });
  const listed = useMemo(
    () => (pages.data?.pages ?? []).reduce<AuditEvent[]>((all, page) => appendOlder(all, page.records), []),
    [pages.data],
  );
  // What arrived live for this filter set: shown on top, or waiting behind the pill.
  const [arrivals, setArrivals] = useState<Arrivals>(() => noArrivals(key));
  const shown = arrivals.key === key ? arrivals : noArrivals(key);
  const [liveError, setLiveError] = useState(false);
  // Answers for an older filter set are dropped; the top is the newest position fetched so far.
  const current = useRef({ key, top: 0 });
  if (current.current.key !== key) current.current = { key, top: 0 };
  current.current.top = Math.max(current.current.top, listed[0]?.position ?? 0);

  const loading = pages.isFetching;
  const next = pages.hasNextPage ? (pages.data?.pages.at(-1)?.next ?? null) : null;
  const { fetchNextPage } = pages;
  const loadOlder = useCallback(() => {
    if (next === null || loading) return;
    void fetchNextPage();
  }, [next, loading, fetchNextPage]);

  const fetchNewer = useFetchNewer(filters, current, (newer) => {
    const positions = new Set(newer.map((e) => e.position));
    const atTop = window.scrollY <= AT_TOP_PX;
    setArrivals((before) => {
      const base = before.key === key ? before : noArrivals(key);
      return {
        key,
        fresh: positions,
        newer: atTop ? mergeNewer(base.newer, newer) : base.newer,
        pending: atTop ? base.pending : mergeNewer(base.pending, newer),
      };
    });
  });

  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const roomsKey = rooms.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `roomsKey` is the rooms' identity
  useEffect(() => {
    setLiveError(false);
    const leave = rooms.map((room) =>
      live.subscribe(
        room,
        (change) => {
          if (noticeMatters(filtersRef.current, change.payload)) fetchNewer();
        },
        { onError: () => setLiveError(true) },
      ),
    );
    return () => {
      for (const unsubscribe of leave) unsubscribe();
    };
  }, [live, roomsKey, fetchNewer]);

  const showPending = useCallback(() => {
    setArrivals((before) =>
      before.key === key
        ? { ...before, newer: mergeNewer(before.newer, before.pending), pending: [] }
        : before,
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key]);

  return {
    events: mergeNewer(listed, shown.newer),
    next,
    loading,
    error: pages.error ?? undefined,
    pending: shown.pending,
    fresh: shown.fresh,
    liveError,
    loadOlder,
    showPending,
  };
}

interface Arrivals {
  key: string;
  newer: AuditEvent[];
  pending: AuditEvent[];
  fresh: ReadonlySet<number>;
}

const noArrivals = (key: string): Arrivals => ({ key, newer: [], pending: [], fresh: new Set() });

/** One "what is newer than the top" request at a time; notices during one ask again once it ends. */
function useFetchNewer(
  filters: AuditFilters,
  current: { current: { key: string; top: number } },
  onNewer: (events: AuditEvent[]) => void,
) {
  const running = useRef(false);
  const again = useRef(false);
  const latest = useRef({ filters, onNewer });
  latest.current = { filters, onNewer };
  return useCallback(() => {
    const run = () => {
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = true;
      const mine = current.current;
      const cursor = mine.top > 0 ? { after: mine.top, limit: NEWER_LIMIT } : { limit: NEWER_LIMIT };
      listAuditEvents(latest.current.filters, cursor, { quiet: true })
        .then((page) => {
          if (current.current !== mine || page.records.length === 0) return;
          mine.top = Math.max(mine.top, ...page.records.map((e) => e.position));
          latest.current.onNewer(page.records);
        })
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
          if (again.current) {
            again.current = false;
            run();
          }
        });
    };
    run();
  }, [current]);
}
