import { isAccepted } from '@oj/events';

/**
 * Last week's figures as the reference's chart reads them: per day (`MM-DD`) the accepted and all
 * practice submissions, plus every status's count per day for a chart by verdict.
 * @example lastWeekStatistics(['2026-11-27'], [{ day: '2026-11-27', status: 0, count: 2 }])
 * // { dateStr: ['11-27'], acCountList: [2], totalCountList: [2], statusCounts: { '0': [2] } }
 */
export function lastWeekStatistics(
  days: readonly string[],
  counts: readonly { day: string; status: number; count: number }[],
) {
  const index = new Map(days.map((day, i) => [day, i]));
  const acCountList = days.map(() => 0);
  const totalCountList = days.map(() => 0);
  const statusCounts: Record<string, number[]> = {};
  for (const { day, status, count } of counts) {
    const i = index.get(day);
    if (i === undefined) continue;
    totalCountList[i] = (totalCountList[i] ?? 0) + count;
    if (isAccepted(status)) acCountList[i] = (acCountList[i] ?? 0) + count;
    const row = statusCounts[String(status)] ?? days.map(() => 0);
    row[i] = (row[i] ?? 0) + count;
    statusCounts[String(status)] = row;
  }
  return { dateStr: days.map((day) => day.slice(5)), acCountList, totalCountList, statusCounts };
}
