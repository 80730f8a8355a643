import type { Kysely, Selectable } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue';
import type { EventStoreTables, EventsTable } from '../db/tables';
import { type GlobalPosition, globalPosition, START, streamVersion } from './positions';
import { settled } from './sql';
import type { RecordedEvent } from './types';

export type EventRow = Selectable<EventsTable>;

export function toRecordedEvent(catalogue: Catalogue, row: EventRow): RecordedEvent {
  const { type, data } = catalogue.upcast(row.type, row.schema_version, row.data);
  return {
    type,
    data,
    id: row.event_id,
    streamId: row.stream_id,
    streamVersion: streamVersion(row.stream_version),
    position: globalPosition(row.global_position),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/** The events of one stream, oldest first, from `fromVersion` (inclusive, default 1). */
export async function readStreamRows(
  db: Kysely<EventStoreTables>,
  streamId: string,
  fromVersion = 1,
): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .where('stream_version', '>=', fromVersion)
    .orderBy('stream_version')
    .execute();
}

/**
 * The events of several streams (a contest's submissions, for a replay), in global order. Large lists
 * go in chunks so no statement carries an unbounded parameter list.
 */
export async function readStreamsRows(
  db: Kysely<EventStoreTables>,
  streamIds: readonly string[],
): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (let i = 0; i < streamIds.length; i += 5000) {
    const chunk = streamIds.slice(i, i + 5000);
    rows.push(...(await db.selectFrom('events').selectAll().where('stream_id', 'in', chunk).execute()));
  }
  return rows.sort((a, b) => Number(a.global_position) - Number(b.global_position));
}

/**
 * Events after `after` in global order, but only those no running transaction can still precede.
 * Appends take their transaction id and positions together under SEQUENCER_LOCK, so the settled rows
 * are always a prefix of what will ever exist above `after`: a reader that checkpoints the last
 * position it got can never skip an event that commits later with a lower position.
 */
export async function readAllRows(
  db: Kysely<EventStoreTables>,
  after: GlobalPosition = START,
  limit = 1000,
): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('global_position', '>', after)
    .where(settled)
    .orderBy('global_position')
    .limit(limit)
    .execute();
}

/** The highest settled position: what a fully caught-up reader has seen. */
export async function readHead(db: Kysely<EventStoreTables>): Promise<GlobalPosition> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('global_position').as('head'))
    .where(settled)
    .executeTakeFirst();
  return globalPosition(Number(row?.head ?? 0));
}
