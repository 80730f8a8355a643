import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getUnread } from '../api/messages';
import { type UnreadCounts, unreadPushSchema } from '../api/schemas';

/** Spec 01 §9: the unread counts are read every 120 s, here only while the live room is not joined. */
export const unreadPollMs = 120_000;

export const messagesRoom = (uid: string) => `messages:${uid}`;
export const MESSAGES_BROADCAST_ROOM = 'messages:broadcast';

/** A push carries the reader's whole counts, so it replaces the cached ones. */
function applyPush(data: UnreadCounts, payload: unknown): UnreadCounts {
  const parsed = unreadPushSchema.safeParse(payload);
  return parsed.success ? parsed.data.unread : data;
}

/**
 * The signed-in reader's unread counts: read once, then kept current by `messages:<uid>` (each change
 * pushes the counts); a notice to all users, announced on `messages:broadcast`, reads them again.
 * Polled only while the room is not live. Undefined `uid`: signed out, nothing read.
 */
export function useUnread(live: LiveSource, uid: string | undefined): UnreadCounts | undefined {
  const client = useQueryClient();
  const key = queryKeys.messageUnread(uid ?? '');
  const query = useLiveQuery({
    live,
    room: uid ? messagesRoom(uid) : undefined,
    key,
    enabled: uid !== undefined,
    load: getUnread,
    apply: applyPush,
    needsReload: (payload) => !unreadPushSchema.safeParse(payload).success,
    pollMs: unreadPollMs,
  });
  useEffect(() => {
    if (!uid) return;
    return live.subscribe(MESSAGES_BROADCAST_ROOM, () => {
      void client.invalidateQueries({ queryKey: queryKeys.messages(uid) });
    });
  }, [client, live, uid]);
  return uid ? query.data : undefined;
}
