import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { toError } from '@/lib/guards';
import type { BoardRow } from '../api/boardRowSchema';
import { type BoardReader, type BoardRequest, getContestRank } from '../api/getContestRank';
import { mergeLiveRow, parseBoardChange, reuseUnchanged } from '../model/boardRows';
import { boardRoom, type LiveSource, type LiveState } from '../model/liveSource';

export interface BoardState {
  rows: readonly BoardRow[];
  total: number;
  error: Error | undefined;
  loading: boolean;
  live: LiveState;
}

/** Spec 02 §9: the board polls every 30 s, here only while the live connection is down. */
const pollMs = 30_000;
/** A pushed row carries no rank (ranks depend on every row): the page is read again this long after. */
const rerankMs = 1_500;

/**
 * One page of a contest's board, kept current from its live room: a pushed row is merged at once and
 * the page re-read shortly after for the ranks; `{kind:'reload'}` re-reads it at once. Rows that did not
 * change keep their object, so memoised rows skip rendering.
 */
export function useBoard(
  live: LiveSource,
  request: BoardRequest,
  admin: boolean,
  read: BoardReader = getContestRank,
): BoardState {
  const [state, setState] = useState<Omit<BoardState, 'live'>>({
    rows: [],
    total: 0,
    error: undefined,
    loading: true,
  });
  const [liveState, setLiveState] = useState<LiveState>(live.state);
  const key = JSON.stringify(request);
  const fetchPage = useEffectEvent((signal: AbortSignal) => read(request, signal));
  const controller = useRef<AbortController>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ ...s, loading: true }));
    fetchPage(current.signal).then(
      (page) =>
        setState((s) => ({
          rows: reuseUnchanged(s.rows, page.records),
          total: page.total,
          error: undefined,
          loading: false,
        })),
      (thrown: unknown) => {
        if (!current.signal.aborted) setState((s) => ({ ...s, error: toError(thrown), loading: false }));
      },
    );
  }, []);

  const onChange = useEffectEvent((payload: unknown) => {
    const change = parseBoardChange(payload);
    if (change.kind === 'reload') return load();
    setState((s) => ({ ...s, rows: mergeLiveRow(s.rows, change.row) }));
    clearTimeout(timer.current);
    timer.current = setTimeout(load, rerankMs);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the request; a new one reads again.
  useEffect(() => {
    load();
    return () => {
      controller.current?.abort();
      clearTimeout(timer.current);
    };
  }, [key, load]);

  useEffect(() => {
    setLiveState(live.state);
    const stopState = live.onStateChange(setLiveState);
    // After each (re)join: changes made between the read and the join are not replayed.
    const stop = live.subscribe(boardRoom(request.cid, admin), (change) => onChange(change.payload), {
      onJoined: () => load(),
    });
    return () => {
      stopState();
      stop();
    };
  }, [live, request.cid, admin, load]);

  useEffect(() => {
    if (liveState === 'online') return;
    const poll = setInterval(load, pollMs);
    return () => clearInterval(poll);
  }, [liveState, load]);

  return { ...state, live: liveState };
}
