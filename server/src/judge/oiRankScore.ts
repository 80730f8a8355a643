/**
 * The OI rank score of a submission (spec 04): round(score x 0.1 + 2 x difficulty x score / ioScore),
 * where ioScore is the problem's total case score; a problem worth nothing adds no difficulty bonus.
 *
 * @example
 * oiRankScore(100, 3, 100) // 16
 */
export function oiRankScore(score: number, difficulty: number, ioScore: number): number {
  const bonus = ioScore > 0 ? (2 * difficulty * score) / ioScore : 0;
  return Math.round(score * 0.1 + bonus);
}
