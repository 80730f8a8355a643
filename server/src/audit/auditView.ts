import type { EventRow } from '@oj/events';
import { aggregateOf, usernamesByUid } from '@oj/projections';
import type { Services } from '../app/services';
import { type AuditReader, readerCondition } from './auditAccess';
import { shownData } from './redaction';

export type { EventRow };

/** One event as the audit shows it: secrets redacted, the actor named. */
export interface AuditEventView {
  position: number;
  eventId: string;
  stream: string;
  aggregate: string;
  version: number;
  type: string;
  data: unknown;
  metadata: {
    actorUid: string | null;
    actorUsername: string | null;
    ip: string | null;
    correlationId: string;
    causationId: string | null;
    at: string;
  };
  /** When the store wrote it (metadata.at is the command's time). */
  time: string;
  /** The event whose id is this one's causationId, when that event exists. */
  causedBy: { position: number; stream: string; type: string } | null;
}

/** Rows to views: one query for the actors' usernames and one for the causing events. */
export async function auditViews(
  services: Services,
  reader: AuditReader,
  rows: readonly EventRow[],
): Promise<AuditEventView[]> {
  const usernames = await usernamesOf(
    services,
    rows.map((r) => r.metadata.actorUid),
  );
  const causes = await causesOf(
    services,
    reader,
    rows.map((r) => r.metadata.causationId),
  );
  return rows.map((row) => {
    const { type, data } = shownData(services.store.catalogue, row);
    const { actorUid, ip, correlationId, causationId, at } = row.metadata;
    return {
      position: row.global_position,
      eventId: row.event_id,
      stream: row.stream_id,
      aggregate: aggregateOf(row.stream_id),
      version: row.stream_version,
      type,
      data,
      metadata: {
        actorUid,
        actorUsername: actorUid ? (usernames.get(actorUid) ?? null) : null,
        ip,
        correlationId,
        causationId,
        at,
      },
      time: row.recorded_at.toISOString(),
      causedBy: causationId ? (causes.get(causationId) ?? null) : null,
    };
  });
}

async function usernamesOf(services: Services, uids: readonly (string | null)[]) {
  return usernamesByUid(
    services.db,
    uids.filter((u): u is string => u !== null),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * causationId holds the id of the event that caused this one (today: a verdict causing the rank
 * changes it made). A cause the reader may not see is not named at all.
 */
async function causesOf(services: Services, reader: AuditReader, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
  if (wanted.length === 0) return new Map<string, AuditEventView['causedBy']>();
  const rows = await services.store.readRowsWhere({
    eventIds: wanted,
    where: (eb) => readerCondition(eb, reader),
  });
  return new Map(
    rows.map((r) => [r.event_id, { position: r.global_position, stream: r.stream_id, type: r.type }]),
  );
}
