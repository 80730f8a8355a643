import { type Kysely, sql, type Transaction } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue';
import type { EventStoreTables } from '../db/tables';
import { DuplicateEventId, InvalidEventData, WrongExpectedVersion } from './errors';
import { globalPosition, streamVersion } from './positions';
import { EVENTS_CHANNEL, SEQUENCER_LOCK } from './sql';
import { timeOrderedUuid } from './timeOrderedUuid';
import type { AppendOptions, AppendResult, EventMetadata, ExpectedVersion, NewEvent } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ANY_RETRIES = 10;

/** `given`: the caller chose the id (a retry may repeat it), rather than the store generating it. */
type Prepared = { id: string; given: boolean; type: string; version: number; data: unknown };

/**
 * Appends events to one stream in one transaction (see EventStore.append for the contract).
 * Everything is validated before the database is touched, so a bad batch stores nothing.
 */
export async function appendToStream(
  db: Kysely<EventStoreTables>,
  catalogue: Catalogue,
  streamId: string,
  events: NewEvent<{ type: string; data: unknown }>[],
  options: AppendOptions,
): Promise<AppendResult> {
  if (events.length === 0) throw new InvalidEventData('(batch)', 'an append needs at least one event');
  const prepared = events.map((e) => prepare(catalogue, e));
  const metadata = JSON.stringify(completeMetadata(options.metadata));
  for (let attempt = 0; ; attempt++) {
    try {
      return await appendOnce(db, streamId, prepared, metadata, options.expectedVersion);
    } catch (error) {
      // 'any' cannot conflict by definition: a concurrent append only moved the version, so try again.
      const retry = error instanceof WrongExpectedVersion && options.expectedVersion === 'any';
      if (!retry || attempt >= MAX_ANY_RETRIES) throw error;
    }
  }
}

function prepare(catalogue: Catalogue, event: NewEvent<{ type: string; data: unknown }>): Prepared {
  const { version, data } = catalogue.validate(event);
  // Time-ordered, so the event_id index takes new keys on few pages (see timeOrderedUuid).
  const id = event.id ?? timeOrderedUuid();
  if (!UUID.test(id)) throw new InvalidEventData(event.type, `event id "${id}" is not a UUID`);
  return { id: id.toLowerCase(), given: event.id !== undefined, type: event.type, version, data };
}

function completeMetadata(m: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorUid: m.actorUid ?? null,
    ip: m.ip ?? null,
    correlationId: m.correlationId ?? timeOrderedUuid(),
    causationId: m.causationId ?? null,
    at: m.at ?? new Date().toISOString(),
  };
}

async function appendOnce(
  db: Kysely<EventStoreTables>,
  streamId: string,
  events: Prepared[],
  metadata: string,
  expected: ExpectedVersion,
): Promise<AppendResult> {
  return db.connection().execute(async (conn) => {
    let sequencing = false;
    try {
      return await conn.transaction().execute(async (trx) => {
        // Fresh random ids cannot be stored already; only a caller's own ids can repeat.
        const stored = events.some((e) => e.given) ? await alreadyStored(trx, events) : undefined;
        if (stored) return stored;
        const current = await currentVersion(trx, streamId);
        checkExpectedVersion(streamId, expected, current);
        sequencing = true;
        const positions = await insertSequenced(trx, streamId, events, metadata, current);
        sequencing = false;
        return {
          nextExpectedVersion: streamVersion(current + events.length),
          positions: positions.map(globalPosition),
          duplicate: false,
        };
      });
    } catch (error) {
      // The transaction rolled back, but a session lock outlives it: give it back on this connection.
      if (sequencing) await sql`select pg_advisory_unlock(${SEQUENCER_LOCK})`.execute(conn);
      const outcome = await explainConflict(db, error, streamId, events, expected);
      if ('result' in outcome) return outcome.result;
      throw outcome.error;
    }
  });
}

/**
 * One statement, so the sequencer lock is held only inside the server: take the lock (a materialised
 * CTE, evaluated before any row is produced), insert with the transaction id and positions taken under
 * it (nothing before this wrote, so the xid is assigned here), then, once every row is in, release
 * the lock and NOTIFY the last position.
 */
async function insertSequenced(
  trx: Transaction<EventStoreTables>,
  streamId: string,
  events: Prepared[],
  metadata: string,
  current: number,
): Promise<number[]> {
  const { rows } = await sql<{ positions: number[] }>`
    with locked as materialized (select pg_advisory_lock(${SEQUENCER_LOCK}) as held),
    inserted as (
      insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
      select pg_current_xact_id(), e.id, ${streamId}, ${current}::bigint + e.ord, e.type, e.version, e.data,
        ${metadata}::jsonb
      from locked,
        unnest(${events.map((e) => e.id)}::uuid[], ${events.map((e) => e.type)}::text[],
          ${events.map((e) => e.version)}::int[], ${events.map((e) => JSON.stringify(e.data))}::jsonb[])
          with ordinality as e(id, type, version, data, ord)
      order by e.ord
      returning global_position
    )
    select array_agg(global_position order by global_position)::bigint[] as positions,
      pg_advisory_unlock(${SEQUENCER_LOCK}) as released,
      pg_notify(${EVENTS_CHANNEL}, max(global_position)::text) as notified
    from inserted`.execute(trx);
  return (rows[0]?.positions ?? []).map(Number);
}

async function currentVersion(trx: Transaction<EventStoreTables>, streamId: string): Promise<number> {
  const row = await trx
    .selectFrom('events')
    .select((eb) => eb.fn.max('stream_version').as('version'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

function checkExpectedVersion(streamId: string, expected: ExpectedVersion, current: number): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === 0) ||
    (expected === 'exists' && current > 0) ||
    expected === current;
  if (!ok) throw new WrongExpectedVersion(streamId, String(expected), current);
}

/** A retried append whose ids are all stored already is a no-op that reports the original result. */
async function alreadyStored(
  db: Kysely<EventStoreTables> | Transaction<EventStoreTables>,
  events: Prepared[],
): Promise<AppendResult | undefined> {
  const ids = events.map((e) => e.id);
  const rows = await db
    .selectFrom('events')
    .select(['event_id', 'global_position', 'stream_version'])
    .where('event_id', 'in', ids)
    .orderBy('global_position')
    .execute();
  if (rows.length === 0) return undefined;
  if (rows.length < ids.length) throw new DuplicateEventId(rows.map((r) => r.event_id));
  return {
    nextExpectedVersion: streamVersion(Math.max(...rows.map((r) => r.stream_version))),
    positions: rows.map((r) => globalPosition(r.global_position)),
    duplicate: true,
  };
}

/** Unique violations mean a concurrent writer won: turn them into the store's typed outcomes. */
async function explainConflict(
  db: Kysely<EventStoreTables>,
  error: unknown,
  streamId: string,
  events: Prepared[],
  expected: ExpectedVersion,
): Promise<{ result: AppendResult } | { error: unknown }> {
  const constraint = uniqueViolation(error);
  if (constraint === 'events_stream_id_stream_version_key') {
    const actual = await db.transaction().execute((trx) => currentVersion(trx, streamId));
    return { error: new WrongExpectedVersion(streamId, String(expected), actual) };
  }
  if (constraint === 'events_event_id_key') {
    // The same ids raced in from a concurrent retry that committed first: that is the original append.
    try {
      const stored = await alreadyStored(db, events);
      return stored ? { result: stored } : { error };
    } catch (duplicate) {
      return { error: duplicate };
    }
  }
  return { error };
}

function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}
