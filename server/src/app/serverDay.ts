/**
 * Midnight of the server's day: the daily limits (posts, groups, the dashboard's submissions of today) count
 * from here.
 */
export function startOfServerDay(now: Date): Date {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day;
}
