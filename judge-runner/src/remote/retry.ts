import { RemoteError } from './adapter';
import type { Clock } from './clock';

export interface RetryOptions {
  clock: Clock;
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; each next wait doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  signal?: AbortSignal;
  onRetry?: (error: RemoteError, attempt: number, delayMs: number) => void;
}

/**
 * Runs `call` until it succeeds, fails for a reason no retry helps (a refusal, a changed page, any error
 * that is not a retryable RemoteError), or has failed `attempts` times; waits with exponential backoff.
 */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RemoteError) || !error.retryable || attempt >= options.attempts) throw error;
      if (options.signal?.aborted) throw error;
      const delay = Math.min(options.baseDelayMs * 2 ** (attempt - 1), options.maxDelayMs);
      options.onRetry?.(error, attempt, delay);
      await options.clock.sleep(delay, options.signal);
    }
  }
}

/**
 * At most one call per `intervalMs` per key (an account, a site), calls queued in order. A site that limits
 * how often one account submits, or how often anyone submits from our address, is kept under its limit by
 * taking both keys before a submit.
 */
export class RateLimiter {
  private readonly next = new Map<string, number>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
  ) {}

  /** Waits until `key` may be used, and books its next slot. */
  take(key: string, signal?: AbortSignal): Promise<void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const turn = previous.then(async () => {
      const wait = (this.next.get(key) ?? 0) - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait, signal);
      this.next.set(key, this.clock.now() + this.intervalMs);
    });
    this.queues.set(
      key,
      turn.catch(() => undefined),
    );
    return turn;
  }
}
