import type { RecordedEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import { AUDIT_SCOPES, type AuditScope, aggregateOf, scopeSees } from './auditScopes';

/** One appended event as the audit rooms announce it: no payload, so no secret can travel this way. */
export interface AuditLiveEvent {
  position: number;
  stream: string;
  version: number;
  type: string;
  aggregate: string;
  actorUid: string | null;
  at: string;
}

/** What an audit room receives once per batch: the batch's events the scope sees, newest last. */
export interface AuditLiveChange {
  events: AuditLiveEvent[];
  /** More events than fit were appended: refetch instead of trusting `events` to be complete. */
  more: boolean;
}

/** A rebuild or a burst replays thousands per batch; clients refetch by REST past this many. */
const MAX_PUSHED = 100;

function liveEvent(event: RecordedEvent): AuditLiveEvent {
  return {
    position: event.position,
    stream: event.streamId,
    version: event.streamVersion,
    type: event.type,
    aggregate: aggregateOf(event.streamId),
    actorUid: event.metadata.actorUid,
    at: event.metadata.at,
  };
}

/**
 * The admin audit's live feed. It owns no table (the audit reads the event store itself); it only
 * announces each batch's events to one room per scope (`admin:audit`, `admin:audit:problems`), each
 * with just the streams that scope may see, so a socket's room decides what it can receive.
 */
export const auditProjection = defineProjection({
  name: 'audit-feed',
  handles: 'all',
  tables: [],
  async apply() {
    // Nothing to fold: the batch is announced once in afterBatch.
  },
  async afterBatch(events, { publish }) {
    for (const scope of Object.keys(AUDIT_SCOPES) as AuditScope[]) {
      const seen = events.filter((event) => scopeSees(scope, event.streamId));
      if (seen.length === 0) continue;
      const change: AuditLiveChange = {
        events: seen.slice(-MAX_PUSHED).map(liveEvent),
        more: seen.length > MAX_PUSHED,
      };
      publish(AUDIT_SCOPES[scope].topic, change);
    }
  },
});
