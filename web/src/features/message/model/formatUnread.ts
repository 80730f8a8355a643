/** The spec caps the badge at 99. */
export const maxShownUnread = 99;

/** The badge text for `count` unread messages, or undefined for no badge. */
export function formatUnread(count: number): string | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined;
  return count > maxShownUnread ? `${maxShownUnread}+` : String(Math.floor(count));
}

/** All kinds of unread message together. */
export function totalUnread(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
