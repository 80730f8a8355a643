import type { AuditEvent } from '../api/auditEventSchema';

/** Newer events on top of the list, each position once, newest first. */
export function mergeNewer(current: readonly AuditEvent[], newer: readonly AuditEvent[]): AuditEvent[] {
  const seen = new Set(current.map((e) => e.position));
  const fresh = newer.filter((e) => !seen.has(e.position)).sort((a, b) => b.position - a.position);
  return [...fresh, ...current];
}

/** An older page below the list, each position once. */
export function appendOlder(current: readonly AuditEvent[], older: readonly AuditEvent[]): AuditEvent[] {
  const seen = new Set(current.map((e) => e.position));
  return [...current, ...older.filter((e) => !seen.has(e.position))];
}
