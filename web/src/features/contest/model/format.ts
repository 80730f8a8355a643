/** Seconds as h:mm:ss (solve times and penalties on the ACM board). */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A duration in ms as "2 h 30 min" style parts: days, hours, minutes. */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** An ISO instant as local "YYYY-MM-DD HH:mm". */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Status and type of a contest as the list shows them. */
export const statusKey = (status: number): 'scheduled' | 'running' | 'ended' =>
  status === -1 ? 'scheduled' : status === 0 ? 'running' : 'ended';
export const statusColor = (status: number): 'blue' | 'green' | 'gray' =>
  status === -1 ? 'blue' : status === 0 ? 'green' : 'gray';
export const authKey = (auth: number): 'private' | 'protected' | 'public' =>
  auth === 1 ? 'private' : auth === 2 ? 'protected' : 'public';

/**
 * The board's page sizes: the spec's 10 to 300 (spec 02 section 9), and 10,000 (the server's cap) for
 * reading a whole big board in one scroll; long pages render only the rows in view.
 */
export const boardPageSizes = [10, 30, 50, 100, 300, 10_000] as const;
