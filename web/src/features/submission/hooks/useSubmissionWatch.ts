import { useEffect, useEffectEvent, useRef } from 'react';
import { checkSubmissionsStatus } from '../api/checkSubmissionsStatus';
import type { SubmissionUpdate } from '../model/liveChange';
import type { LiveSource } from '../model/liveSource';
import { type SubmissionWatch, watchSubmissions } from '../model/submissionWatch';

/**
 * Follows the submissions on screen: live from `rooms`, and by polling `openIds` (those still being
 * judged) every 2 s while the live connection is down (model/submissionWatch.ts).
 * @example useSubmissionWatch(live, [submissionRoom(id)], open ? [id] : [], ({ submission }) => setRow(submission));
 */
export function useSubmissionWatch(
  live: LiveSource,
  rooms: readonly string[],
  openIds: readonly number[],
  onUpdate: (update: SubmissionUpdate) => void,
  /** A room asked its readers to read again (`{ kind: 'reload' }`): the page's list is read again. */
  onReload?: () => void,
): void {
  const update = useEffectEvent(onUpdate);
  const reload = useEffectEvent(() => onReload?.());
  const watch = useRef<SubmissionWatch | null>(null);
  const open = useRef(openIds);
  open.current = openIds;
  // Keys, not arrays: a new array with the same rooms must not leave and re-join them.
  const roomsKey = rooms.join(' ');
  const openKey = openIds.join(' ');

  useEffect(() => {
    const current = watchSubmissions({
      source: live,
      rooms: roomsKey ? roomsKey.split(' ') : [],
      check: checkSubmissionsStatus,
      onUpdate: (change) => update(change),
      onReload: () => reload(),
    });
    current.setOpen(open.current);
    watch.current = current;
    return () => {
      current.stop();
      watch.current = null;
    };
  }, [live, roomsKey]);

  useEffect(() => {
    watch.current?.setOpen(openKey ? openKey.split(' ').map(Number) : []);
  }, [openKey]);
}
