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
