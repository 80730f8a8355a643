import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServerNow } from '@/lib/useServerNow';
import { type ContestClockState, contestClock } from '../model/clock';

const notYetRead: ContestClockState = { phase: 'before', remaining: 0, elapsed: 0 };

/**
 * The contest clock on the reader's screen, ticking every second. When it crosses the start or the end,
 * the contest's reads (its info, access, problems, lists, board) are read again once: the menu opens at
 * the start, the submit button closes at the end.
 */
export function useContestClock(
  cid: number,
  startTime: string | undefined,
  endTime: string | undefined,
  /** The server's clock when the contest was read: the reader's clock may be off by minutes. */
  serverNow?: string | null,
): ContestClockState {
  const client = useQueryClient();
  const now = useServerNow(serverNow);
  const known = startTime !== undefined && endTime !== undefined;
  const clock = known ? contestClock(Date.parse(startTime), Date.parse(endTime), now) : notYetRead;
  // The phase first shown: only a crossing seen on screen reads the contest again.
  const shownPhase = useRef<ContestClockState['phase'] | undefined>(undefined);
  useEffect(() => {
    if (!known) return;
    if (shownPhase.current === undefined) shownPhase.current = clock.phase;
    if (shownPhase.current === clock.phase) return;
    shownPhase.current = clock.phase;
    void client.invalidateQueries({ queryKey: ['contest', cid] });
  }, [client, cid, known, clock.phase]);
  return clock;
}
