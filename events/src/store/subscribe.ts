import type { GlobalPosition } from './positions';
import type { BatchInfo, RecordedEvent, Subscription } from './types';

export interface SubscriptionSource<E extends { type: string; data: unknown }> {
  read(after: GlobalPosition, limit: number): Promise<RecordedEvent<E>[]>;
  /** Announced head (maybe not yet settled) and a wake-up registration. */
  knownHead(): number;
  onWake(waker: () => void): () => void;
  ready(): Promise<void>;
}

const IDLE_CHECK_MS = 2000;
const MIN_SETTLE_RETRY_MS = 2;
const MAX_SETTLE_RETRY_MS = 100;

/**
 * Catch up from `after`, then follow live appends. Woken by NOTIFY; when a notification announces a
 * position that is not settled yet (an older transaction still runs), it re-reads with a short backoff;
 * an idle check every 2 s covers notifications lost while the LISTEN connection was down.
 */
export function startSubscription<E extends { type: string; data: unknown }>(
  source: SubscriptionSource<E>,
  after: GlobalPosition,
  handler: (events: RecordedEvent<E>[], batch: BatchInfo) => Promise<void> | void,
  batchSize = 500,
  catchUpBatchSize = batchSize,
): Subscription {
  let position = after;
  /** The next read's size: `catchUpBatchSize` while behind (more events after the last page), `batchSize` otherwise. */
  let pageSize = batchSize;
  let stopped = false;
  let dirty = true;
  let wakeUp: (() => void) | undefined;
  let markCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });
  const unsubscribe = source.onWake(() => {
    dirty = true;
    wakeUp?.();
  });
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    await source.ready();
    let settleRetryMs = MIN_SETTLE_RETRY_MS;
    /** The next page, already asked for while the handler works on one with more behind it (see readAhead). */
    let ahead: Promise<RecordedEvent<E>[]> | undefined;
    while (!stopped) {
      dirty = false;
      const asked = pageSize;
      // One more than the page: an event past it means the handler will be called again (`behind`), which
      // a page that only came back full could not promise (the log may end exactly there).
      const read = await (ahead ?? source.read(position, asked + 1));
      ahead = undefined;
      if (stopped) break;
      const behind = read.length > asked;
      const batch = behind ? read.slice(0, asked) : read;
      if (batch.length > 0) {
        if (behind) ahead = readAhead(batch, Math.max(batchSize, catchUpBatchSize));
        await handler(batch, { behind });
        position = batch[batch.length - 1]?.position ?? position;
        // Progress: the next wait for a transaction still running starts short again. Without this, a
        // steady trickle of appends (a judge's case reports) grew the wait to its cap and kept it there,
        // and each later event waited up to 100 ms after it had settled.
        settleRetryMs = MIN_SETTLE_RETRY_MS;
        if (behind) {
          pageSize = Math.max(batchSize, catchUpBatchSize);
          continue;
        }
      }
      pageSize = batchSize;
      markCaughtUp();
      if (dirty) continue;
      if (position < source.knownHead()) {
        await pause(settleRetryMs);
        settleRetryMs = Math.min(settleRetryMs * 2, MAX_SETTLE_RETRY_MS);
        continue;
      }
      settleRetryMs = MIN_SETTLE_RETRY_MS;
      await pause(IDLE_CHECK_MS);
    }
  }

  /**
   * Behind (more events after this page), the next page is read while the handler applies this one: a
   * catch-up then waits for the database's read only where the handler is quicker than it. The events after
   * the page are settled as read (a prefix, maybe shorter than later), so reading them early changes nothing.
   */
  const readAhead = (page: RecordedEvent<E>[], limit: number) => {
    const last = page[page.length - 1]?.position ?? position;
    const next = source.read(last, limit + 1);
    // Observed by the next turn of the loop; a failed handler or a stop drops it.
    next.catch(() => undefined);
    return next;
  };

  const done = run().finally(() => {
    stopped = true;
    unsubscribe();
    markCaughtUp();
  });
  // Keep an unobserved failure from crashing the process; callers observe it through `done`.
  done.catch(() => undefined);
  return {
    get position() {
      return position;
    },
    caughtUp,
    done,
    async stop() {
      stopped = true;
      wakeUp?.();
      await done.catch(() => undefined);
    },
  };
}
