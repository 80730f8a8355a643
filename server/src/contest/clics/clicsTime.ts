/**
 * CLICS time formats (Contest API "Property types"): TIME is an absolute instant with its offset,
 * RELTIME a signed duration `(-)?h*h:mm:ss(.uuu)?` with unbounded hours.
 *
 * @example
 * formatRelTime(5_025_678) // '1:23:45.678'
 * parseRelTime('-0:15:32.457') // -932_457
 */
const RELTIME = /^(-)?(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;
const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?)(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** Milliseconds as RELTIME, always with milliseconds (the spec asks for one style throughout). */
export function formatRelTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ms));
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = Math.floor((abs % 60_000) / 1000);
  const millis = abs % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${sign}${hours}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

/** RELTIME to milliseconds; undefined when it is not one. */
export function parseRelTime(text: string): number | undefined {
  const m = RELTIME.exec(text);
  if (!m) return undefined;
  const [, sign, h, mm, ss, frac] = m;
  const ms =
    Number(h) * 3_600_000 + Number(mm) * 60_000 + Number(ss) * 1000 + Number((frac ?? '').padEnd(3, '0'));
  return sign ? -ms : ms;
}

/** Epoch milliseconds as TIME in UTC with milliseconds, e.g. `2017-11-26T10:15:00.000+00:00`. */
export function formatTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/** TIME to epoch milliseconds (offsets `Z`, `+01`, `+0100`, `+01:00`); undefined when it is not one. */
export function parseTime(text: string): number | undefined {
  const m = TIME.exec(text);
  if (!m) return undefined;
  const [, local, zone] = m;
  let offset = zone ?? 'Z';
  if (offset !== 'Z') {
    const digits = offset.slice(1).replace(':', '');
    offset = `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2).padEnd(2, '0')}`;
  }
  const ms = Date.parse(`${local}${offset}`);
  return Number.isFinite(ms) ? ms : undefined;
}
