import type { SubmissionRow } from '../api/schemas';
import { isReload, readSubmissionChange, type SubmissionUpdate } from './liveChange';
import type { LiveSource } from './liveSource';

/** Spec 01 §4 and §9: submissions are polled every 2 s, at most 300 rounds. */
export const pollIntervalMs = 2000;
export const maxPollRounds = 300;

export interface SubmissionWatchOptions {
  source: LiveSource;
  /** The live rooms whose changes carry the watched submissions. */
  rooms: readonly string[];
  /** The REST fallback: the current rows of these submissions. */
  check: (submitIds: readonly number[]) => Promise<SubmissionRow[]>;
  onUpdate: (update: SubmissionUpdate) => void;
  /**
   * A room said `{ kind: 'reload' }` (its projection caught up in batches): read the list again. The
   * open submissions are checked by REST either way.
   */
  onReload?: () => void;
  intervalMs?: number;
  maxRounds?: number;
}

export interface SubmissionWatch {
  /** The submissions on screen still waiting for their verdict: what the fallback asks about. */
  setOpen(submitIds: readonly number[]): void;
  /** True while the fallback is polling. */
  readonly polling: boolean;
  stop(): void;
}

/**
 * Follows submissions live and falls back to polling while live is not possible.
 *
 * Live: every change of `rooms` goes to `onUpdate`. The source re-joins its rooms with `since` after
 * a reconnect, so nothing sent meanwhile is lost; after every (re)join the open submissions are also
 * checked once by REST, for what changed between the page's own fetch and its first join (a join during
 * a check asks again after it; a checked row never undoes a live change that came while it was asked).
 *
 * Fallback: while the connection is offline (or every room was refused), the open submissions are checked
 * every `intervalMs`, at most `maxRounds` times; polling stops as soon as the connection is back or no
 * submission is open. The count starts again when a new submission is opened. A failed round counts as
 * a round and polling goes on (the reference stops at the first error; a server restart would then
 * leave the page waiting for ever).
 * @example const watch = watchSubmissions({ source, rooms: ['submission:42'], check, onUpdate });
 *          watch.setOpen([42]);
 */
export function watchSubmissions(options: SubmissionWatchOptions): SubmissionWatch {
  const { source, rooms, check, onUpdate } = options;
  const intervalMs = options.intervalMs ?? pollIntervalMs;
  const maxRounds = options.maxRounds ?? maxPollRounds;
  let open: readonly number[] = [];
  // Rooms that refused this reader: polling starts only when every room did (one live room is enough).
  const refusedRooms = new Set<string>();
  const allRefused = () => rooms.length > 0 && refusedRooms.size === rooms.length;
  let stopped = false;
  let rounds = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking = false;
  // A join while a check is in flight: that check may have read the rows before the join, so ask again.
  let checkAgain = false;
  // Live changes per submission, counted: a check's answer is older than any change that came while it
  // was in flight (a live room carries everything after it), and must not undo it.
  const liveChanges = new Map<number, number>();
  const changesOf = (submitId: number) => liveChanges.get(submitId) ?? 0;

  const checkOpen = async () => {
    if (open.length === 0) return;
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    const asked = open;
    const seen = new Map(asked.map((submitId) => [submitId, changesOf(submitId)]));
    try {
      const rows = await check(asked);
      for (const submission of rows) {
        if (stopped) break;
        if (changesOf(submission.submitId) === seen.get(submission.submitId))
          onUpdate({ submission, judgedCase: null });
      }
    } catch {
      // a failed round: the next one asks again
    } finally {
      checking = false;
    }
    if (checkAgain && !stopped) {
      checkAgain = false;
      await checkOpen();
    }
  };

  const shouldPoll = () =>
    !stopped && (source.state === 'offline' || allRefused()) && open.length > 0 && rounds < maxRounds;

  const sync = () => {
    if (shouldPoll()) timer ??= setInterval(tick, intervalMs);
    else if (timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  function tick() {
    rounds++;
    void checkOpen();
    sync();
  }

  const leave = rooms.map((room) =>
    source.subscribe(
      room,
      (change) => {
        if (isReload(change.payload)) {
          if (stopped) return;
          options.onReload?.();
          void checkOpen();
          return;
        }
        const update = readSubmissionChange(change.payload);
        if (!update || stopped) return;
        liveChanges.set(update.submission.submitId, changesOf(update.submission.submitId) + 1);
        onUpdate(update);
      },
      {
        onJoined: () => {
          refusedRooms.delete(room);
          sync();
          void checkOpen();
        },
        onError: () => {
          refusedRooms.add(room);
          sync();
        },
      },
    ),
  );
  const stopListening = source.onStateChange((state) => {
    if (state === 'offline') rounds = 0;
    sync();
  });

  return {
    setOpen(submitIds) {
      if (submitIds.some((id) => !open.includes(id))) rounds = 0;
      open = [...submitIds];
      sync();
    },
    get polling() {
      return timer !== undefined;
    },
    stop() {
      stopped = true;
      for (const unsubscribe of leave) unsubscribe();
      stopListening();
      sync();
    },
  };
}
