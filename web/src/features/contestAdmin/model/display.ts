// How the back office shows a contest's times and state (the contest feature has its own copy for the
// public pages; features do not import each other).

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as local "YYYY-MM-DD HH:mm". */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** -1 scheduled, 0 running, 1 ended. */
export const statusKey = (status: number): 'scheduled' | 'running' | 'ended' =>
  status === -1 ? 'scheduled' : status === 0 ? 'running' : 'ended';
export const statusColor = (status: number): 'blue' | 'green' | 'gray' =>
  status === -1 ? 'blue' : status === 0 ? 'green' : 'gray';

/**
 * The display id a new contest problem gets: the first letter A-Z not taken yet, else the next number.
 * @example nextDisplayId(['A', 'B', 'D']) // 'C'
 */
export function nextDisplayId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.toUpperCase()));
  for (let code = 65; code <= 90; code++) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  let n = 27;
  while (used.has(String(n))) n++;
  return String(n);
}
