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

/**
 * Keeps the last answers that `keep` says can never change (a full page of settled events: the first
 * `limit` events after a position are fixed once read), up to `capacity` in `weight` (events), and
 * answers a repeated call from them. A rebuild starts every read model at position 0 with the same
 * page size: the slower ones then read the pages the fastest one has just read and decoded, instead of
 * each reading and decoding the whole log itself.
 * @example const read = keepRecent(readPage, (after, limit) => `${after}:${limit}`, (page, _after, limit) => page.length === limit, (page) => page.length, 20_000);
 */
export function keepRecent<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
  keep: (value: T, ...args: A) => boolean,
  weight: (value: T) => number,
  capacity: number,
): (...args: A) => Promise<T> {
  const kept = new Map<string, { value: T; weight: number }>();
  let total = 0;
  return async (...args) => {
    const key = keyOf(...args);
    const hit = kept.get(key);
    if (hit) return hit.value;
    const value = await read(...args);
    const w = weight(value);
    if (!keep(value, ...args) || w > capacity / 4 || kept.has(key)) return value;
    kept.set(key, { value, weight: w });
    total += w;
    // The oldest go first (a Map iterates in insertion order).
    for (const [oldest, entry] of kept) {
      if (total <= capacity) break;
      kept.delete(oldest);
      total -= entry.weight;
    }
    return value;
  };
}
