// Units of spec 01 §9: memory in KB up to YB, time in ms, length in B; times local, YYYY-MM-DD HH:mm:ss.

const memoryUnits = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Memory given in KB, scaled by 1024 while it is that large: `formatMemory(1536)` is '1.5 MB'. */
export function formatMemory(kb: number | null): string {
  if (kb === null || !Number.isFinite(kb)) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < memoryUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 100) / 100);
  return `${shown} ${memoryUnits[unit]}`;
}

export function formatTime(ms: number | null): string {
  return ms === null || !Number.isFinite(ms) ? '--' : `${ms} ms`;
}

export function formatLength(bytes: number): string {
  return `${bytes} B`;
}

/** A score, or '--' for a problem without one (ACM). */
export function formatScore(score: number | null): string {
  return score === null ? '--' : String(score);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's UTC time in the reader's zone: '2026-11-22 13:05:09'; the text itself when unreadable. */
export function formatSubmitTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  );
}
