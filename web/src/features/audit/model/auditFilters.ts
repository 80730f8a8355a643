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
}

export const FILTER_KEYS = ['stream', 'aggregate', 'type', 'actor', 'from', 'to', 'q'] as const;

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
