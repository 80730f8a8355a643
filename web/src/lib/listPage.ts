import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showMessage } from './notices';
import { isPageSize, type PageSize } from './pager';
import { type QueryState, useApiQuery } from './query';

/** What a back-office list asks for, read from and written to the URL's query. */
export interface ListParams {
  keyword: string;
  currentPage: number;
  limit: PageSize;
}

export interface ListPage<T> extends QueryState<T> {
  params: ListParams;
  /** The search box's text, searched on submit. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Submit handler of the search form: the first page of the trimmed draft. */
  search: (event: FormEvent) => void;
  /** Moves to other params (the URL changes; the query follows). */
  setQuery: (next: Partial<ListParams>) => void;
  /** Changes the page on screen in the query cache (a switch flipped before the server answers). */
  updatePage: (change: (page: T) => T) => void;
  /**
   * Deletes a row: sends the deletion, says `done`, then reads the page again (the page before, when it was
   * the last row of a later page). When the server refuses, the request layer has shown why.
   */
  removeRow: (send: () => Promise<unknown>, rowsOnPage: number, done: string) => Promise<void>;
}

/**
 * The back office's list pages: `keyword`, `currentPage` and `limit` in the URL (defaults left out),
 * the page read as a query under `key(params)`.
 * @example const list = useListPage((p) => queryKeys.adminList('contests', p), getAdminContestList);
 */
export function useListPage<T>(
  key: (params: ListParams) => QueryKey,
  load: (params: ListParams, signal: AbortSignal) => Promise<T>,
  defaultLimit: PageSize = 10,
): ListPage<T> {
  const client = useQueryClient();
  const [url, setUrl] = useSearchParams();
  const keyword = url.get('keyword') ?? '';
  const currentPage = Math.max(1, Number(url.get('currentPage')) || 1);
  const limitParam = Number(url.get('limit'));
  const limit = isPageSize(limitParam) ? limitParam : defaultLimit;
  const params: ListParams = { keyword, currentPage, limit };
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const page = useApiQuery(key(params), (signal) => load(params, signal));

  const setQuery = useCallback(
    (next: Partial<ListParams>) => {
      const merged = { keyword, currentPage, limit, ...next };
      const query = new URLSearchParams();
      if (merged.keyword) query.set('keyword', merged.keyword);
      if (merged.currentPage > 1) query.set('currentPage', String(merged.currentPage));
      if (merged.limit !== defaultLimit) query.set('limit', String(merged.limit));
      setUrl(query);
    },
    [keyword, currentPage, limit, defaultLimit, setUrl],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ keyword: draft.trim(), currentPage: 1 });
  };
  const updatePage = (change: (current: T) => T) =>
    client.setQueryData<T>(key(params), (current) => (current === undefined ? current : change(current)));
  const removeRow = async (send: () => Promise<unknown>, rowsOnPage: number, done: string) => {
    try {
      await send();
    } catch {
      return; // the request layer has shown why
    }
    showMessage('success', done);
    if (rowsOnPage === 1 && currentPage > 1) setQuery({ currentPage: currentPage - 1 });
    else page.reload();
  };
  return { ...page, params, draft, setDraft, search, setQuery, updatePage, removeRow };
}

/** The page with the row `matches` picks changed by `change`; the other rows as they were. */
export function withRowChanged<R, P extends { records: R[] }>(
  page: P,
  matches: (row: R) => boolean,
  change: Partial<R>,
): P {
  return { ...page, records: page.records.map((row) => (matches(row) ? { ...row, ...change } : row)) };
}

/**
 * Changes a row on screen at once (a switch flipped) and sends the change; the row goes back to `undo` when
 * the server refuses (the request layer has shown why). True when the server took it.
 * @example if (await changeRow(list.updatePage, (r) => r.id === row.id, { visible }, { visible: row.visible }, () => send())) showMessage('success', saved);
 */
export async function changeRow<R, P extends { records: R[] }>(
  updatePage: (change: (page: P) => P) => void,
  matches: (row: R) => boolean,
  change: Partial<R>,
  undo: Partial<R>,
  send: () => Promise<unknown>,
): Promise<boolean> {
  updatePage((page) => withRowChanged(page, matches, change));
  try {
    await send();
    return true;
  } catch {
    updatePage((page) => withRowChanged(page, matches, undo));
    return false;
  }
}
