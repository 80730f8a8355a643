/**
 * Wraps a read so that calls with the same key while one is in flight share its promise; once it has
 * settled, the next call reads again (nothing is cached). The projector's read models each follow the
 * log with a subscription of their own and all wake on the same append: without this, twenty of them
 * read and decode the same new events twenty times at the same moment, on the cores the judge needs.
 * @example const read = shareInFlight((after: number) => readAll({ after }), (after) => String(after));
 */
export function shareInFlight<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
): (...args: A) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    const shared = inFlight.get(key);
    if (shared) return shared;
    const started = read(...args).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
