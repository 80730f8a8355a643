export function scoreSum(scores: number[]): number {
  return scores.reduce((sum, score) => sum + score, 0);
}

/** The rating, or '--' when the user has none yet. */
export function ratingText(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? '--' : String(rating);
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
