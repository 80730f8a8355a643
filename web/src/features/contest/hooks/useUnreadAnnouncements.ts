import { useEffect, useState } from 'react';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getUnreadAnnouncements } from '../api/getUnreadAnnouncements';
import { onAnnouncementReadsChange, readAnnouncementIds } from '../model/announcementReads';
import { mergeAnnouncement } from '../model/helperChanges';
import type { LiveSource } from '../model/liveSource';
import { announcementsRoom } from '../model/liveSource';

const pollMs = 60_000;
const offline: LiveSource = {
  state: 'offline',
  onStateChange: () => () => {},
  subscribe: () => () => {},
};

/**
 * How many of the contest's announcements this browser has not read (the menu's badge): the unread
 * ones by POST /api/get-contest-not-read-announcement, new ones pushed by the announcements room, less
 * whatever the announcements tab marks read meanwhile. Zero until the reader may enter.
 */
export function useUnreadAnnouncements(cid: number, live: LiveSource | undefined, enabled: boolean): number {
  const [read, setRead] = useState(() => new Set(readAnnouncementIds(cid)));
  useEffect(() => {
    setRead(new Set(readAnnouncementIds(cid)));
    return onAnnouncementReadsChange(() => setRead(new Set(readAnnouncementIds(cid))));
  }, [cid]);
  const list = useLiveQuery({
    live: live ?? offline,
    room: enabled && live ? announcementsRoom(cid) : undefined,
    key: queryKeys.contestUnreadAnnouncements(cid),
    enabled,
    load: (signal) => getUnreadAnnouncements(cid, readAnnouncementIds(cid), signal),
    apply: mergeAnnouncement,
    pollMs,
  });
  if (!enabled) return 0;
  return (list.data ?? []).filter((a) => !read.has(a.id)).length;
}
