import { rankPushSchema } from '../api/schemas';

export type RankKind = 'acm' | 'oi';

/** Spec 02: the rank lists show 30 a page and chart the top ten. */
export const RANK_PAGE_SIZE = 30;
export const CHART_TOP = 10;

/** The list's live room (server/src/live/rooms.ts). */
export const rankRoom = (kind: RankKind) => `rank:${kind}`;

/**
 * Whether a push changes what a page showing places `first`..`last` shows: a row that moved from
 * place `from` to `to` shifts every place between them, and a row new to the list (or gone from it)
 * shifts every place from there down.
 * @example pushTouches({ changes: [{ uid: 'u', from: 40, to: 12 }] }, 1, 30) // true: 12..40 shift
 */
export function pushTouches(payload: unknown, first: number, last: number): boolean {
  const push = rankPushSchema.safeParse(payload);
  if (!push.success) return true;
  return push.data.changes.some(({ from, to }) => {
    const low = Math.min(from ?? Number.POSITIVE_INFINITY, to ?? Number.POSITIVE_INFINITY);
    const high = from === null || to === null ? Number.POSITIVE_INFINITY : Math.max(from, to);
    return low <= last && high >= first;
  });
}

/** The places a page of the (unsearched) list shows. A searched page may show any place: all count. */
export function placesOf(currentPage: number, limit: number, searching: boolean): [number, number] {
  if (searching) return [1, Number.POSITIVE_INFINITY];
  return [(currentPage - 1) * limit + 1, currentPage * limit];
}
