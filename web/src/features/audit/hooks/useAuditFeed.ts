import { useCallback, useEffect, useRef, useState } from 'react';
import { toError } from '@/lib/guards';
import type { AuditEvent } from '../api/auditEventSchema';
import { listAuditEvents } from '../api/listAuditEvents';
import { type AuditFilters, filtersKey } from '../model/auditFilters';
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
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error>();
  const [pending, setPending] = useState<AuditEvent[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [liveError, setLiveError] = useState(false);
  // Every list request belongs to one filter generation; answers for an older one are dropped.
  const generation = useRef(0);
  const top = useRef(0);
  const key = filtersKey(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' identity
  useEffect(() => {
    const mine = ++generation.current;
    setEvents([]);
    setPending([]);
    setNext(null);
    setLoading(true);
    setError(undefined);
    top.current = 0;
    listAuditEvents(filters, {}).then(
      (page) => {
        if (generation.current !== mine) return;
        setEvents(page.records);
        setNext(page.next);
        top.current = page.records[0]?.position ?? 0;
        setLoading(false);
      },
      (thrown: unknown) => {
        if (generation.current !== mine) return;
        setError(toError(thrown));
        setLoading(false);
      },
    );
  }, [key]);

  const loadOlder = useCallback(() => {
    if (next === null || loading) return;
    const mine = generation.current;
    setLoading(true);
    listAuditEvents(filters, { before: next }).then(
      (page) => {
        if (generation.current !== mine) return;
        setEvents((current) => appendOlder(current, page.records));
        setNext(page.next);
        setLoading(false);
      },
      (thrown: unknown) => {
        if (generation.current !== mine) return;
        setError(toError(thrown));
        setLoading(false);
      },
    );
  }, [filters, next, loading]);

  const fetchNewer = useFetchNewer(filters, generation, top, (newer) => {
    const positions = new Set(newer.map((e) => e.position));
    setFresh(positions);
    if (window.scrollY <= AT_TOP_PX) setEvents((current) => mergeNewer(current, newer));
    else setPending((current) => mergeNewer(current, newer));
  });

  const roomsKey = rooms.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `roomsKey` is the rooms' identity
  useEffect(() => {
    setLiveError(false);
    const leave = rooms.map((room) =>
      live.subscribe(room, () => fetchNewer(), { onError: () => setLiveError(true) }),
    );
    return () => {
      for (const unsubscribe of leave) unsubscribe();
    };
  }, [live, roomsKey, fetchNewer]);

  const showPending = useCallback(() => {
    setEvents((current) => mergeNewer(current, pending));
    setPending([]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pending]);

  return { events, next, loading, error, pending, fresh, liveError, loadOlder, showPending };
}

/** One "what is newer than the top" request at a time; notices during one ask again once it ends. */
function useFetchNewer(
  filters: AuditFilters,
  generation: { current: number },
  top: { current: number },
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
      const mine = generation.current;
      const cursor = top.current > 0 ? { after: top.current, limit: NEWER_LIMIT } : { limit: NEWER_LIMIT };
      listAuditEvents(latest.current.filters, cursor, { quiet: true })
        .then((page) => {
          if (generation.current !== mine || page.records.length === 0) return;
          top.current = Math.max(top.current, ...page.records.map((e) => e.position));
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
  }, [generation, top]);
}
