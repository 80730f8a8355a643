/** The spec caps the badge at 99. */
export const maxShownUnread = 99;

/** The badge text for `count` unread messages, or undefined for no badge. */
export function formatUnread(count: number): string | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined;
  return count > maxShownUnread ? `${maxShownUnread}+` : String(Math.floor(count));
}

/** All kinds of unread message together. */
export function totalUnread(counts: Record<string, number> | undefined): number {
  return Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);
}

/** The tabs of /message/... in the spec's order, by their path names, and the kind each lists. */
export const MESSAGE_TABS = [
  { tab: 'discuss', kind: 'comment' },
  { tab: 'reply', kind: 'reply' },
  { tab: 'like', kind: 'like' },
  { tab: 'sys', kind: 'sys' },
  { tab: 'mine', kind: 'mine' },
] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number]['tab'];
export const isMessageTab = (value: string): value is MessageTab => MESSAGE_TABS.some((t) => t.tab === value);
