const dayMs = 86_400_000;

/** Whole days from `iso` to `now`: 0 on the day of registration. */
export function daysSince(iso: string, now: number): number {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? 0 : Math.max(0, Math.floor((now - then) / dayMs));
}

export function scoreSum(scores: number[]): number {
  return scores.reduce((sum, score) => sum + score, 0);
}

/** The rating, or '--' when the user has none yet. */
export function ratingText(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? '--' : String(rating);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A server time (UTC) in the reader's time zone, as the spec writes times: YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '--';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Profile links go out only to http(s) addresses: anything else (javascript: ...) is not a link. */
export function safeLink(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return /^https?:\/\//i.test(withScheme) ? withScheme : undefined;
}

/** Difficulty groups in level order (the keys arrive as strings). */
export function sortedGroups<T>(groups: Record<string, T[]>): [string, T[]][] {
  return Object.entries(groups)
    .filter(([, problems]) => problems.length > 0)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b));
}
