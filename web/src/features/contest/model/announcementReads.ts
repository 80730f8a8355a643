// Spec 02 §4: read marks of contest announcements are kept in the browser, per contest. The shell's
// badge and the announcements tab share them through this store.

const keyOf = (cid: number) => `contest-announcements-read:${cid}`;
const listeners = new Set<() => void>();

/** The announcement ids read in this browser for contest `cid`. */
export function readAnnouncementIds(cid: number): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Marks these announcements read (the reader opened the announcements tab). */
export function markAnnouncementsRead(cid: number, ids: readonly number[]): void {
  const read = new Set(readAnnouncementIds(cid));
  const before = read.size;
  for (const id of ids) read.add(id);
  if (read.size === before) return;
  localStorage.setItem(keyOf(cid), JSON.stringify([...read]));
  for (const listener of listeners) listener();
}

/** Called whenever marks change in this page. */
export function onAnnouncementReadsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
