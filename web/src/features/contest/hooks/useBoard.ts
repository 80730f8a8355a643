import { useMemo, useRef } from 'react';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
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
 * One page of a contest's board as a query kept current from its live room: a pushed row is merged
 * into the cached page at once and the page re-read shortly after for the ranks; `{kind:'reload'}`
 * invalidates it. Rows that did not change keep the object already shown (matched by uid, not by
 * place, since rows move), so memoised rows skip rendering.
 */
export function useBoard(
  live: LiveSource,
  request: BoardRequest,
  admin: boolean,
  read: BoardReader = getContestRank,
): BoardState {
  const source = read === getContestRank ? (admin ? 'real' : 'public') : 'outside';
  const board = useLiveQuery({
    live,
    room: boardRoom(request.cid, admin),
    key: queryKeys.contestBoard(request.cid, source, request),
    load: (signal) => read(request, signal),
    apply: (page, payload) => {
      const change = parseBoardChange(payload);
      return change.kind === 'row' ? { ...page, records: [...mergeLiveRow(page.records, change.row)] } : page;
    },
    needsReload: (payload) => parseBoardChange(payload).kind === 'reload',
    reloadAfterMs: rerankMs,
    pollMs,
  });
  const shown = useRef<readonly BoardRow[]>([]);
  const rows = useMemo(() => reuseUnchanged(shown.current, board.data?.records ?? []), [board.data]);
  shown.current = rows;
  return {
    rows,
    total: board.data?.total ?? 0,
    error: board.error,
    loading: board.loading,
    live: board.live,
  };
}
