/** A score, or '--' for a problem without one (ACM). Times, memory and dates: `@/lib/format`, `@/lib/time`. */
export function formatScore(score: number | null): string {
  return score === null ? '--' : String(score);
}
