import type { ProductEvent } from '@oj/events';
import { sql } from 'kysely';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { type AuditReader, readerCondition } from './auditAccess';
import { diffOf, type FieldChange } from './auditDiff';
import { type AuditListQuery, filterConditions } from './auditFilters';
import { type AuditEventView, auditViews, type EventRow } from './auditView';

/** Settled rows only (as the store's readAll): a later commit can never appear below a cursor. */
const settled = sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
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
  const rows = await services.db
    .selectFrom('events')
    .selectAll()
    .where((eb) =>
      eb.and([
        readerCondition(eb, reader),
        ...filterConditions(eb, services.store.catalogue, query, actorUids),
      ]),
    )
    .where(settled)
    .orderBy('global_position', 'desc')
    .limit(query.limit)
    .execute();
  const records = await auditViews(services, reader, rows);
  return { records, next: rows.length === query.limit ? (rows.at(-1)?.global_position ?? null) : null };
}

/** The actor filter names a uid or a username (any case): both match. */
async function actorUidsOf(services: Services, actor: string): Promise<string[]> {
  const users = await services.db
    .selectFrom('users')
    .select('uid')
    .where('username_key', '=', actor.toLowerCase())
    .execute();
  return [actor, ...users.map((u) => u.uid)];
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
  const row = await services.db
    .selectFrom('events')
    .selectAll()
    .where('global_position', '=', position)
    .where(settled)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'The event does not exist');
  const [visible] = await services.db
    .selectFrom('events')
    .select('global_position')
    .where('global_position', '=', position)
    .where((eb) => readerCondition(eb, reader))
    .execute();
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
  const rows = await services.db
    .selectFrom('events')
    .selectAll()
    .where(sql<string>`metadata->>'causationId'`, '=', eventId)
    .where((eb) => readerCondition(eb, reader))
    .where(settled)
    .orderBy('global_position')
    .limit(CHAIN_LIMIT)
    .execute();
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
  const rows = await services.db
    .withRecursive('chain(event_id)', (db) =>
      db
        .selectFrom('events')
        .select('event_id')
        .where(sql<string>`metadata->>'correlationId'`, '=', correlationId)
        .union((qb) =>
          qb
            .selectFrom('events as caused')
            .innerJoin('chain', (join) =>
              join.on(sql<string>`caused.metadata->>'causationId'`, '=', sql<string>`chain.event_id::text`),
            )
            .select('caused.event_id'),
        ),
    )
    .selectFrom('events')
    .innerJoin('chain', 'chain.event_id', 'events.event_id')
    .selectAll('events')
    .where((eb) => readerCondition(eb, reader))
    .where(settled)
    .orderBy('events.global_position')
    .limit(CHAIN_LIMIT)
    .execute();
  return auditViews(services, reader, rows);
}
