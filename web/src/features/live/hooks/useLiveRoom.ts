import { useEffect, useEffectEvent } from 'react';
import type { ChangeListener, RoomEvents } from '../LiveClient';
import type { LiveJoinError } from '../protocol';
import { getLiveClient } from '../sharedClient';

/**
 * Calls `onChange` for every new change of `room` while the component is mounted; no room, no
 * subscription. Components on the same room share one join.
 * @example useLiveRoom(`submission:${id}`, (change) => setVerdict(change.payload));
 */
export function useLiveRoom(
  room: string | undefined,
  onChange: ChangeListener,
  events: RoomEvents = {},
): void {
  // Effect events: a new callback on every render must not leave and re-join the room.
  const changed = useEffectEvent(onChange);
  const joined = useEffectEvent((position: number) => events.onJoined?.(position));
  const failed = useEffectEvent((error: LiveJoinError) => events.onError?.(error));

  useEffect(() => {
    if (room === undefined) return;
    return getLiveClient().subscribe(room, (change) => changed(change), {
      onJoined: (position) => joined(position),
      onError: (error) => failed(error),
    });
  }, [room]);
}
