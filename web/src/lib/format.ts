// Units of spec 01 §9, the same on every page: time in ms ('12 ms'), memory in KB scaled by 1024 up to YB
// ('8.2 MB'), length in B.

const memoryUnits = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Memory given in KB, scaled by 1024 while it is that large: `formatMemory(1536)` is '1.5 MB'. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb)) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < memoryUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 100) / 100);
  return `${shown} ${memoryUnits[unit]}`;
}

/** A run time in ms: '12 ms'. */
export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? '--' : `${ms} ms`;
}

/** A code length in bytes: '120 B'. */
export function formatLength(bytes: number): string {
  return `${bytes} B`;
}
