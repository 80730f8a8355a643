/** Time as the remote judge sees it: injected, so that tests of backoff and rate limits never wait. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      // The listener goes with the sleep: a long-lived signal (a runner's) must not collect them.
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', stop);
        resolve();
      }, ms);
      signal?.addEventListener('abort', stop, { once: true });
    }),
};
