// The contestants a reader follows on a contest's board (spec 02 §7 `concernedList`): kept in local
// storage per contest, sent with each board read, and repeated by the server at the top of the page.

/** The part of Storage used here; tests pass a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ConcernedUser {
  uid: string;
  username: string;
}

/** The server takes at most 100 uids. */
export const maxConcerned = 100;

export const concernedKey = (cid: number) => `contestConcerned:${cid}`;

function isConcernedUser(value: unknown): value is ConcernedUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { uid?: unknown }).uid === 'string' &&
    typeof (value as { username?: unknown }).username === 'string'
  );
}

/** The followed contestants of one contest; an unreadable entry (edited by hand) counts as none. */
export function readConcerned(store: KeyValueStore, cid: number): ConcernedUser[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(concernedKey(cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isConcernedUser).slice(0, maxConcerned) : [];
  } catch {
    return [];
  }
}

/**
 * Follows the user, or stops following them; the list is stored at once.
 * @example toggleConcerned(localStorage, 7, [], { uid: 'u1', username: 'ann' }) // [{ uid: 'u1', username: 'ann' }]
 */
export function toggleConcerned(
  store: KeyValueStore,
  cid: number,
  current: readonly ConcernedUser[],
  user: ConcernedUser,
): ConcernedUser[] {
  const next = current.some((c) => c.uid === user.uid)
    ? current.filter((c) => c.uid !== user.uid)
    : [...current, { uid: user.uid, username: user.username }].slice(-maxConcerned);
  try {
    store.setItem(concernedKey(cid), JSON.stringify(next));
  } catch {
    // storage full or off: following still works until the page is left
  }
  return next;
}
