/**
 * Wraps an async task so that calls made while it runs collapse into one more run afterwards:
 * a burst of live changes or a slow poll then costs at most two requests, and the last run always
 * starts after the last call, so its result is not older than the request for it.
 */
export function coalesce(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void task().finally(() => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}
