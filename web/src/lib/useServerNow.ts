import { useEffect, useMemo, useState } from 'react';

const tickMs = 1000;

/**
 * Now on the server's clock, ticking once a second on screen: `serverNow` is the server's time from the
 * last read (the reader's clock may be off by minutes). A clock, not a poll: it asks the server nothing.
 * @example const now = useServerNow(contest.now); // epoch ms
 */
export function useServerNow(serverNow: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  const offset = useMemo(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0), [serverNow]);
  return now + offset;
}
