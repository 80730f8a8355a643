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
 * Events after `after` in global order, but only those no running append can still precede: a row is
 * settled when its transaction is older than every transaction still running (`settled`), or when it
 * follows a settled position with no hole between them (every position below it is then committed).
 * Appends take their transaction id and positions together under SEQUENCER_LOCK, so the settled rows
 * are always a prefix of what will ever exist above `after`: a reader that checkpoints the last
 * position it got can never skip an event that commits later with a lower position.
 *
 * The hole rule matters under load: `settled` alone waits for every older transaction with an id, and
 * projector batches are such transactions; a verdict appended while one ran was held back from every
 * reader until it ended. An append still running leaves a hole in the positions (an identity sequence
 * hands them out in order), so the rows after it wait; a hole left by a rolled-back append (the
 * sequence is not transactional) is passed once `settled` holds for the rows after it.
 */
export async function readAllRows(
  db: Kysely<EventStoreTables>,
  after: GlobalPosition = START,
  limit = 1000,
): Promise<EventRow[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .select(settled.as('older_than_running'))
    .where('global_position', '>', after)
    .orderBy('global_position')
    .limit(limit)
    .execute();
  return settledPrefix(rows, after).map(({ older_than_running: _, ...row }) => row);
}

/** The leading rows that are settled: older than every running transaction, or right after a settled one. */
function settledPrefix<R extends { global_position: number; older_than_running: boolean }>(
  rows: readonly R[],
  after: number,
): R[] {
  let last = after;
  let count = 0;
  for (const row of rows) {
    if (!row.older_than_running && row.global_position !== last + 1) break;
    last = row.global_position;
    count++;
  }
  return rows.slice(0, count);
}

/** The highest settled position (see readAllRows): what a fully caught-up reader has seen. */
export async function readHead(db: Kysely<EventStoreTables>): Promise<GlobalPosition> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('global_position').as('head'))
    .where(settled)
    .executeTakeFirst();
  let head = Number(row?.head ?? 0);
  // The positions committed since, without a hole: settled too.
  for (;;) {
    const next = await db
      .selectFrom('events')
      .select('global_position')
      .select(settled.as('older_than_running'))
      .where('global_position', '>', head)
      .orderBy('global_position')
      .limit(HEAD_SCAN)
      .execute();
    const prefix = settledPrefix(next, head);
    head = prefix.at(-1)?.global_position ?? head;
    if (prefix.length < HEAD_SCAN) return globalPosition(head);
  }
}

/** Positions read at a time while extending the head past the oldest running transaction. */
const HEAD_SCAN = 1000;
