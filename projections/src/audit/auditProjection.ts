import type { ProductEvent, RecordedEvent } from '@oj/events';
import { type Kysely, sql } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import {
  AUDIT_ROOM_NAMES,
  AUDIT_ROOMS,
  aggregateOf,
  isContestComment,
  isContestEvent,
  scopeSees,
} from './auditScopes';

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

function liveEvent(event: RecordedEvent<ProductEvent>): AuditLiveEvent {
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
 * announces each batch's events to the audit rooms (AUDIT_ROOMS): the scope rooms get the streams their
 * scope may see except contest events, `admin:audit:contests` only the contest events, so a socket's
 * rooms decide what it can receive.
 */
export const auditProjection = defineProjection<ProductEvent>({
  name: 'audit-feed',
  handles: 'all',
  tables: [],
  async apply() {
    // Nothing to fold: the batch is announced once in afterBatch.
  },
  async afterBatch(events, { db, publish }) {
    const contestSubmissions = await contestSubmissionStreams(events, db);
    for (const room of AUDIT_ROOM_NAMES) {
      const { scope, contestEvents } = AUDIT_ROOMS[room];
      const seen = events.filter(
        (event) =>
          scopeSees(scope, event.streamId) &&
          contestEvents ===
            isContestEvent(
              event.streamId,
              contestSubmissions.has(event.streamId) || isContestComment(event.data),
            ),
      );
      if (seen.length === 0) continue;
      const change: AuditLiveChange = {
        events: seen.slice(-MAX_PUSHED).map(liveEvent),
        more: seen.length > MAX_PUSHED,
      };
      publish(room, change);
    }
  },
});

/**
 * The batch's streams that are contest submissions: from their SubmissionCreated, in the batch or
 * else in the store (version 1 of the stream, always older than the batch).
 */
async function contestSubmissionStreams(
  events: readonly RecordedEvent<ProductEvent>[],
  db: Kysely<ProjectorTables>,
): Promise<Set<string>> {
  const found = new Set<string>();
  const unknown = new Set<string>();
  for (const event of events) {
    if (event.type === 'SubmissionCreated') {
      if (event.data.cid > 0) found.add(event.streamId);
    } else if (aggregateOf(event.streamId) === 'submission') unknown.add(event.streamId);
  }
  const asked = [...unknown].filter((stream) => !found.has(stream));
  if (asked.length === 0) return found;
  const { rows } = await sql<{ stream_id: string }>`select stream_id from events
    where stream_id in (${sql.join(asked)}) and stream_version = 1 and type = 'SubmissionCreated'
      and (data->>'cid')::int > 0`.execute(db);
  for (const row of rows) found.add(row.stream_id);
  return found;
}
