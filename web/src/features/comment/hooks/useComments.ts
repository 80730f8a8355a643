import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getComments } from '../api/comments';
import type { CommentPage } from '../api/schemas';
import { type CommentPlace, placeKey, placeRooms } from '../model/place';

/** Spec 02 has no poll for comments; this one runs only while the socket is down. */
const pollMs = 60_000;

/** Pages 1..`pages` as one list (a comment that moved to the next page meanwhile is shown once). */
async function loadPages(place: CommentPlace, pages: number, signal: AbortSignal): Promise<CommentPage> {
  const read = await Promise.all(Array.from({ length: pages }, (_, i) => getComments(place, i + 1, signal)));
  const seen = new Set<number>();
  const records = read
    .flatMap((page) => page.commentList.records)
    .filter((c) => !seen.has(c.id) && seen.add(c.id));
  return {
    commentList: { records, total: read.at(-1)?.commentList.total ?? 0 },
    commentLikeMap: Object.assign({}, ...read.map((page) => page.commentLikeMap)),
    commentNum: read.at(-1)?.commentNum,
  };
}

/**
 * A comment area's comments, `pages` pages of them ("load more" adds one), kept current from the
 * place's rooms: any pushed change reads the area again (its pages and any expanded reply list).
 */
export function useComments(
  place: CommentPlace,
  live: LiveSource,
  reader: { uid: string; contestAdmin: boolean } | null,
) {
  const [pages, setPages] = useState(1);
  const client = useQueryClient();
  const family = queryKeys.comments(placeKey(place));
  const { room, ownRoom } = placeRooms(place, reader);
  const state = useLiveQuery({
    live,
    room,
    key: queryKeys.commentPages(placeKey(place), pages),
    load: (signal) => loadPages(place, pages, signal),
    // Merged by reading the family again (below), so replies shown in full refresh too.
    apply: (data) => data,
    pollMs,
  });
  const refresh = useEffectEvent(() => void client.invalidateQueries({ queryKey: family }));
  useEffect(() => {
    const stops = [room, ownRoom]
      .filter((r): r is string => r !== undefined)
      .map((r) => live.subscribe(r, () => refresh()));
    return () => {
      for (const stop of stops) stop();
    };
  }, [live, room, ownRoom]);
  return { ...state, pages, loadMore: () => setPages((n) => n + 1), refresh };
}
