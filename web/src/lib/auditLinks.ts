// The one place the web names event-store streams: the audit log's "History" links filter it by a
// stream family (`contest-12` also finds `contest-12-rank`). Pages name what they link with a typed
// subject; only this module knows how the server spells its streams.

/** What a "History" link shows the events of. */
export type AuditSubject =
  | { kind: 'contest'; id: number }
  | { kind: 'problem'; id: number }
  | { kind: 'submission'; id: number }
  | { kind: 'user'; id: string };

/**
 * The stream family the audit API's `stream` filter takes for `subject`.
 * @example auditStreamOf({ kind: 'contest', id: 12 }) // 'contest-12'
 */
export function auditStreamOf(subject: AuditSubject): string {
  return `${subject.kind}-${subject.id}`;
}
