import type { ProductEvent } from '@oj/events';
import { uidsByUsername } from '@oj/projections';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { type AuditReader, readerCondition } from './auditAccess';
import { diffOf, type FieldChange } from './auditDiff';
import { type AuditListQuery, filterQuery } from './auditFilters';
import { type AuditEventView, auditViews, type EventRow } from './auditView';

/** A chain longer than this is cut (a command causes a handful of events; a rejudge some hundreds). */
const CHAIN_LIMIT = 1000;

export interface AuditPage {
  records: AuditEventView[];
  /** Pass as `before` for the next (older) page; null at the oldest event. */
  next: number | null;
}

/**
 * Newest first, keyset-paged by global position. What the reader may not see is filtered in the same
 * query as the filters, so every page is full, `next` never points past a hidden row's neighbour, and
 * a search that only matches hidden events finds nothing.
 */
export async function listAuditEvents(
  services: Services,
  reader: AuditReader,
  query: AuditListQuery,
): Promise<AuditPage> {
  const actorUids = query.actor ? await actorUidsOf(services, query.actor) : [];
  const rows = await services.store.readRowsWhere(
    filterQuery(services.store.catalogue, query, actorUids, (eb) => readerCondition(eb, reader)),
  );
  const records = await auditViews(services, reader, rows);
  return { records, next: rows.length === query.limit ? (rows.at(-1)?.global_position ?? null) : null };
}

/** The actor filter names a uid or a username (any case): both match. */
async function actorUidsOf(services: Services, actor: string): Promise<string[]> {
  return [actor, ...(await uidsByUsername(services.db, actor))];
}

export interface AuditEventDetail extends AuditEventView {
  /** Before -> after of the fields a change event set; null for events that are not a change set. */
  diff: FieldChange[] | null;
  /** Events whose causationId is this event's id, oldest first (what it caused). */
  caused: AuditEventView[];
}

/** One event with its diff and what it caused; 404 if there is none, 403 if the reader may not see it. */
export async function auditEventDetail(
  services: Services,
  reader: AuditReader,
  position: number,
): Promise<AuditEventDetail> {
  const [row] = await services.store.readRowsWhere({ positions: [position] });
  if (!row) throw new HttpError(404, 'The event does not exist');
  const [visible] = await services.store.readRowsWhere({
    positions: [position],
    where: (eb) => readerCondition(eb, reader),
  });
  if (!visible) throw new HttpError(403, 'You do not have permission to see this event');
  const [view] = await auditViews(services, reader, [row]);
  if (!view) throw new HttpError(404, 'The event does not exist');
  return {
    ...view,
    diff: (await diffAt(services, row)) ?? null,
    caused: await causedBy(services, reader, row.event_id),
  };
}

/** Folds the stream up to the event (read through the catalogue, so old shapes are upcast). */
async function diffAt(services: Services, row: EventRow): Promise<FieldChange[] | undefined> {
  const stream = await services.store.readStream(row.stream_id);
  const index = stream.findIndex((e) => e.position === row.global_position);
  const event = stream[index];
  if (!event) return undefined;
  const previous: ProductEvent[] = stream.slice(0, index);
  return diffOf(previous, event, services.store.catalogue);
}

/** The events `eventId` caused, in order, that the reader may see. */
export async function causedBy(
  services: Services,
  reader: AuditReader,
  eventId: string,
): Promise<AuditEventView[]> {
  const rows = await services.store.readRowsWhere({
    metadata: { causationId: eventId },
    where: (eb) => readerCondition(eb, reader),
    limit: CHAIN_LIMIT,
  });
  return auditViews(services, reader, rows);
}

/**
 * One request's whole chain: every event stamped with the correlation id, and, recursively, every
 * event caused by one of them (a verdict's rank changes carry their own correlation id but name the
 * verdict as their cause). In position order; each view's `causedBy` says which event caused it.
 */
export async function correlatedEvents(
  services: Services,
  reader: AuditReader,
  correlationId: string,
): Promise<AuditEventView[]> {
  const rows = await services.store.readCorrelatedRows(correlationId, {
    where: (eb) => readerCondition(eb, reader),
    limit: CHAIN_LIMIT,
  });
  return auditViews(services, reader, rows);
}
