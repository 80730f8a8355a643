import type { GlobalPosition } from './positions';
import type { Subscription } from './types';

export interface SettleSource {
  /** The highest committed position, settled or not. */
  committedHead(): Promise<number>;
  head(): Promise<GlobalPosition>;
  /** A subscription from `after` that calls `reached` with the last position of each batch. */
  follow(after: GlobalPosition, reached: (position: number) => void): Subscription;
  /** Tells the subscription a committed position to retry for (see AppendNotifications.announce). */
  announce(position: number): void;
}

/**
 * Waits until every event committed before the call is settled, then returns the settled head. A
 * transaction that took its id before the latest appends (a projector batch) holds them back from every
 * gap-safe read until it ends; a one-shot read must not miss them. The wait is the store's own
 * subscription (woken by NOTIFY, re-reading with backoff), and gives up after `timeoutMs` with what is
 * settled then.
 */
export async function waitUntilSettled(source: SettleSource, timeoutMs: number): Promise<GlobalPosition> {
  const target = await source.committedHead();
  const head = await source.head();
  if (head >= target) return head;
  let timer: NodeJS.Timeout | undefined;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
    timer = setTimeout(resolve, timeoutMs);
  });
  const subscription = source.follow(head, (position) => {
    if (position >= target) done();
  });
  source.announce(target);
  await Promise.race([finished, subscription.done]);
  clearTimeout(timer);
  await subscription.stop();
  return source.head();
}
