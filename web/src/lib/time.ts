// The one place the web turns instants and durations into text (dayjs). Times are the server's UTC instants
// shown in the reader's time zone, in the spec's forms (YYYY-MM-DD HH:mm:ss); a value that is not a time shows
// as the given fallback.
import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';

dayjs.extend(duration);

type Instant = string | number | Date;

function valid(at: Instant | null | undefined): dayjs.Dayjs | undefined {
  if (at === null || at === undefined || at === '') return undefined;
  const parsed = dayjs(at);
  return parsed.isValid() ? parsed : undefined;
}

/** '2026-11-22 13:05:09' in the reader's zone; `fallback` when it is not a time. */
export function formatDateTime(at: Instant | null | undefined, fallback = '--'): string {
  return valid(at)?.format('YYYY-MM-DD HH:mm:ss') ?? fallback;
}

/** '2026-11-22 13:05' (contest start and end times). */
export function formatDateMinute(at: Instant | null | undefined, fallback = '--'): string {
  return valid(at)?.format('YYYY-MM-DD HH:mm') ?? fallback;
}

/** '2026-11-22'. */
export function formatDate(at: Instant | null | undefined, fallback = '--'): string {
  return valid(at)?.format('YYYY-MM-DD') ?? fallback;
}

/** '13:05:09'. */
export function formatTimeOfDay(at: Instant | null | undefined, fallback = '--'): string {
  return valid(at)?.format('HH:mm:ss') ?? fallback;
}

/** The value of an `<input type="datetime-local">` for an instant ('2026-11-22T13:05'); '' when not a time. */
export function toLocalInput(at: Instant | null | undefined): string {
  return valid(at)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** Epoch ms of a datetime-local value (local time), or undefined when empty or not a time. */
export function fromLocalInput(local: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return undefined;
  return valid(local)?.valueOf();
}

/** Whole days from `at` to `now`: 0 on the same day, never negative, 0 when `at` is not a time. */
export function daysSince(at: Instant, now: number): number {
  const then = valid(at);
  return then ? Math.max(0, dayjs(now).diff(then, 'day')) : 0;
}

/** A duration as whole days, hours and minutes ("2 h 30 min" style texts are made of these). */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const whole = dayjs.duration(Math.floor(Math.max(0, ms) / 60_000), 'minutes');
  return { days: Math.floor(whole.asDays()), hours: whole.hours(), minutes: whole.minutes() };
}

/**
 * A duration as a clock: 'h:mm:ss' (`formatClock(3_723_000)` is '1:02:03'), or with `padHours` '01:02:03'.
 * Hours run past 24 rather than into days; a negative duration is 0.
 */
export function formatClock(ms: number, { padHours = false } = {}): string {
  const whole = dayjs.duration(Math.floor(Math.max(0, ms) / 1000), 'seconds');
  const hours = String(Math.floor(whole.asHours()));
  return `${padHours ? hours.padStart(2, '0') : hours}:${whole.format('mm:ss')}`;
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "12 seconds ago", "3 minutes ago", "yesterday" in the reader's language (the browser's own wording, so no
 * dayjs locale is loaded). A time slightly in the future (the server's clock ahead of the browser's) reads as now.
 */
export function timeAgo(at: Instant, now: number, locale: string): string {
  const seen = valid(at);
  if (!seen) return '—';
  const elapsed = Math.max(0, now - seen.valueOf());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of relativeUnits) {
    if (elapsed >= ms || unit === 'second') return format.format(-Math.floor(elapsed / ms), unit);
  }
  return '—';
}
