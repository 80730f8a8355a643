import { daysUntil } from '@oj/events/contracts';
import { type RecentAcRow, recentAcPushSchema } from '../api/schemas';

/** The 7-day AC rank's live room (server/src/live/rooms.ts). */
export const RECENT_AC_ROOM = 'rank:recent-ac';
/** Spec 01 §9: the carousel turns every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** A push of the 7-day rank carries the whole new top ten: it replaces the cached rows. */
export function applyRecentAcPush(current: RecentAcRow[], payload: unknown): RecentAcRow[] {
  const push = recentAcPushSchema.safeParse(payload);
  return push.success ? push.data.rows : current;
}

/** The reader's calendar day, YYYY-MM-DD (the count-down counts in the reader's days). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days until an exam as the reader sees them: 'left' (with the count), 'today' or 'passed'. */
export function examCountdown(date: string, now: Date): { state: 'left' | 'today' | 'passed'; days: number } {
  const days = daysUntil(date, localDay(now));
  return { state: days > 0 ? 'left' : days === 0 ? 'today' : 'passed', days };
}
