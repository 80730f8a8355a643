import { AUDIT_HEARTBEAT_TYPES, hidesHeartbeats } from '@oj/projections/audit';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '@/lib/time';

/** The audit page's filters, kept in the URL so a "History" link opens a filtered log. */
export interface AuditFilters {
  stream?: string;
  aggregate?: string;
  type?: string;
  actor?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
  q?: string;
  /** A contest's id: its streams, its submissions' judging and its comments. */
  contest?: string;
  /** 'true' shows the judge runners' heartbeats, left out by default. */
  heartbeats?: string;
}

export const FILTER_KEYS = [
  'stream',
  'aggregate',
  'type',
  'actor',
  'from',
  'to',
  'q',
  'contest',
  'heartbeats',
] as const;

/**
 * Whether a live notice can add anything to a list under `filters`: one made only of heartbeats the
 * list hides asks for nothing (runners report every few seconds).
 */
export function noticeMatters(filters: AuditFilters, payload: unknown): boolean {
  const types =
    filters.type
      ?.split(',')
      .map((type) => type.trim())
      .filter(Boolean) ?? [];
  if (!hidesHeartbeats({ heartbeats: filters.heartbeats === 'true', stream: filters.stream, types }))
    return true;
  const notice = noticeSchema.safeParse(payload);
  // A notice of another shape, or one that left events out, is read as "something new".
  if (!notice.success || notice.data.more) return true;
  return notice.data.events.some((event) => !AUDIT_HEARTBEAT_TYPES.includes(event.type));
}

/** What the audit rooms announce (projections/src/audit/auditProjection.ts), as far as this reads it. */
const noticeSchema = z.object({
  events: z.array(z.object({ type: z.string() })),
  more: z.boolean().optional(),
});

/** The aggregate types the server knows (projections/src/audit/auditScopes.ts), plus 'other'. */
export const AGGREGATES = [
  'user',
  'claim',
  'code',
  'login',
  'mail',
  'site',
  'problem',
  'tag',
  'submission',
  'judge',
  'languages',
  'contest',
  'discussion',
  'training',
  'messages',
  'notice',
  'announcement',
  'other',
] as const;

export type AggregateKey = (typeof AGGREGATES)[number];

/** A server aggregate name as one the page can label ('other' for names it does not know yet). */
export function aggregateKeyOf(aggregate: string): AggregateKey {
  return AGGREGATES.find((known) => known === aggregate) ?? 'other';
}

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The URL query of `filters`, empty ones left out; `correlationId` opens a request's chain instead. */
export function searchOfFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** A stable key for "the filters changed: reload the list". */
export const filtersKey = (filters: AuditFilters) => searchOfFilters(filters).toString();

/** `<input type="datetime-local">` speaks local time without a zone; the URL keeps ISO instants. */
export function localInputOf(iso: string | undefined): string {
  return toLocalInput(iso);
}

export function isoOfLocalInput(value: string): string | undefined {
  const ms = fromLocalInput(value);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}
