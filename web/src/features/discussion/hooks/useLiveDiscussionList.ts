import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import type { LiveSource } from '@/lib/liveSource';
import { type LiveQueryState, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole } from '@/lib/userInfo';
import { getDiscussionList } from '../api/getDiscussionList';
import type { DiscussionPage } from '../api/schemas';
import {
  DISCUSSIONS_ADMIN_ROOM,
  DISCUSSIONS_ROOM,
  discussionCommentsRoom,
  listNeedsReload,
  withLikes,
} from '../model/liveList';

export interface DiscussionListParams {
  currentPage: number;
  limit: number;
  keyword: string;
  cid: number | undefined;
  pid: string | undefined;
  onlyMine: true | undefined;
  explanation?: true;
}

/** The spec's lists have no poll of their own; this one reads again only while the socket is down. */
const POLL_MS = 60_000;

/**
 * A page of discussions kept current from the lists' room (new, edited, pinned, removed, liked) and
 * from the comment rooms of the discussions it shows (their comment counts); polled only while the
 * socket is down.
 */
export function useLiveDiscussionList(live: LiveSource, params: DiscussionListParams) {
  const user = useAtomValue(currentUserAtom);
  const admin = user !== null && hasAdminRole(user.roleList);
  const key = queryKeys.discussionList(params);
  const list: LiveQueryState<DiscussionPage> = useLiveQuery<DiscussionPage>({
    live,
    room: admin ? DISCUSSIONS_ADMIN_ROOM : DISCUSSIONS_ROOM,
    key,
    load: (signal) => getDiscussionList({ ...params }, signal),
    apply: withLikes,
    needsReload: (payload): boolean =>
      listNeedsReload(payload, {
        pid: params.pid,
        categoryId: params.cid,
        ids: list.data?.records.map((row) => row.id) ?? [],
        explanations: params.explanation === true,
      }),
    pollMs: POLL_MS,
  });
  useCommentCounts(live, list.data?.records.map((row) => row.id) ?? [], key);
  return list;
}

/** A comment or reply posted or deleted under a shown discussion reads the page again (its count). */
function useCommentCounts(live: LiveSource, ids: readonly number[], key: readonly unknown[]) {
  const client = useQueryClient();
  const reload = useEffectEvent((payload: unknown) => {
    const kind = (payload as { kind?: unknown } | null)?.kind;
    if (kind === 'like') return;
    void client.invalidateQueries({ queryKey: key, exact: true });
  });
  const joined = ids.join(',');
  useEffect(() => {
    if (joined === '') return;
    const stops = joined
      .split(',')
      .map((id) => live.subscribe(discussionCommentsRoom(Number(id)), (change) => reload(change.payload)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [live, joined]);
}
