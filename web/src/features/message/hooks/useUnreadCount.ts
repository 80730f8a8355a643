import { useEffect, useState } from 'react';
import { getUnreadCount } from '../api/getUnreadCount';
import { totalUnread } from '../model/formatUnread';

/** The spec polls the unread counts every 120 s while signed in. */
export const unreadPollMs = 120_000;

/**
 * Total unread messages of the signed-in user (mount it only while signed in); 0 while the server
 * cannot tell.
 */
export function useUnreadCount(): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      getUnreadCount(controller.signal).then(
        (counts) => setTotal(totalUnread(counts)),
        () => setTotal(0),
      );
    void load();
    const timer = setInterval(load, unreadPollMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  return total;
}
