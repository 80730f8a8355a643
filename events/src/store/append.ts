import { type Kysely, sql, type Transaction } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue';
import type { EventStoreTables } from '../db/tables';
import { DuplicateEventId, InvalidEventData, WrongExpectedVersion } from './errors';
import { globalPosition, streamVersion } from './positions';
import { EVENTS_CHANNEL, SEQUENCER_LOCK } from './sql';
import { timeOrderedUuid } from './timeOrderedUuid';
import type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  ExpectedVersion,
  NewEvent,
  StreamAppend,
} from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ANY_RETRIES = 10;

/** `given`: the caller chose the id (a retry may repeat it), rather than the store generating it. */
type Prepared = { id: string; given: boolean; type: string; version: number; data: unknown };
/** A prepared event placed in its stream, with its append's metadata (JSON). */
type Placed = Prepared & { streamId: string; streamVersion: number; metadata: string };

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

/**
 * Appends to several streams in one transaction: all are stored or none (see EventStore.appendMany).
 * Appends take consecutive positions in the order given; one stream may come more than once, each
 * append checked against the version the earlier ones leave. Caller ids are refused: a retry's no-op
 * is one stream's contract, and a partly stored multi-stream batch has no single original to report.
 */
export async function appendToStreams(
  db: Kysely<EventStoreTables>,
  catalogue: Catalogue,
  appends: StreamAppend<{ type: string; data: unknown }>[],
): Promise<AppendResult[]> {
  const prepared = appends.map((a) => {
    if (a.events.length === 0) throw new InvalidEventData('(batch)', 'an append needs at least one event');
    const events = a.events.map((e) => prepare(catalogue, e));
    const given = events.find((e) => e.given);
    if (given) throw new InvalidEventData(given.type, 'appendMany takes no caller event ids');
    const metadata = JSON.stringify(completeMetadata(a.options.metadata));
    return { streamId: a.streamId, events, metadata, expected: a.options.expectedVersion };
  });
  if (prepared.length === 0) return [];
  for (let attempt = 0; ; attempt++) {
    try {
      return await appendManyOnce(db, prepared);
    } catch (error) {
      // As for one stream: a version moved under 'any' by a concurrent writer is no conflict.
      const retry = error instanceof WrongExpectedVersion && error.expected === 'any';
      if (!retry || attempt >= MAX_ANY_RETRIES) throw error;
    }
  }
}

type PreparedAppend = { streamId: string; events: Prepared[]; metadata: string; expected: ExpectedVersion };

async function appendManyOnce(
  db: Kysely<EventStoreTables>,
  appends: PreparedAppend[],
): Promise<AppendResult[]> {
  const streamIds = [...new Set(appends.map((a) => a.streamId))];
  return db.connection().execute(async (conn) => {
    let sequencing = false;
    try {
      return await conn.transaction().execute(async (trx) => {
        const placed = placeAppends(appends, await currentVersions(trx, streamIds));
        sequencing = true;
        const positions = await insertSequenced(trx, placed.rows);
        sequencing = false;
        let next = 0;
        return placed.versions.map((version, i) => {
          const count = appends[i]?.events.length ?? 0;
          const mine = positions.slice(next, next + count).map(globalPosition);
          next += count;
          return { nextExpectedVersion: streamVersion(version), positions: mine, duplicate: false };
        });
      });
    } catch (error) {
      if (sequencing) await sql`select pg_advisory_unlock(${SEQUENCER_LOCK})`.execute(conn);
      if (uniqueViolation(error) !== 'events_stream_id_stream_version_key') throw error;
      // A concurrent writer took a version first: name the append that no longer holds.
      const versions = await db.transaction().execute((trx) => currentVersions(trx, streamIds));
      placeAppends(appends, versions);
      throw new WrongExpectedVersion(
        appends[0]?.streamId ?? '',
        'any',
        versions.get(appends[0]?.streamId ?? '') ?? 0,
      );
    }
  });
}

/** Checks each append against its stream's running version and gives every event its place. */
function placeAppends(appends: PreparedAppend[], versions: Map<string, number>) {
  const rows: Placed[] = [];
  const after: number[] = [];
  for (const a of appends) {
    const current = versions.get(a.streamId) ?? 0;
    checkExpectedVersion(a.streamId, a.expected, current);
    a.events.forEach((e, i) => {
      rows.push({ ...e, streamId: a.streamId, streamVersion: current + i + 1, metadata: a.metadata });
    });
    versions.set(a.streamId, current + a.events.length);
    after.push(current + a.events.length);
  }
  return { rows, versions: after };
}

async function currentVersions(
  trx: Transaction<EventStoreTables>,
  streamIds: string[],
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('events')
    .select(['stream_id', (eb) => eb.fn.max('stream_version').as('version')])
    .where('stream_id', 'in', streamIds)
    .groupBy('stream_id')
    .execute();
  return new Map(rows.map((r) => [r.stream_id, Number(r.version)]));
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
        const placed = events.map((e, i) => ({ ...e, streamId, streamVersion: current + i + 1, metadata }));
        const positions = await insertSequenced(trx, placed);
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
 * the lock and NOTIFY the last position. Rows take positions in the order given.
 */
async function insertSequenced(trx: Transaction<EventStoreTables>, rows: Placed[]): Promise<number[]> {
  const column = <T>(pick: (row: Placed) => T) => rows.map(pick);
  const result = await sql<{ positions: number[] }>`
    with locked as materialized (select pg_advisory_lock(${SEQUENCER_LOCK}) as held),
    inserted as (
      insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
      select pg_current_xact_id(), e.id, e.stream_id, e.stream_version, e.type, e.version, e.data, e.metadata
      from locked,
        unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.streamId)}::text[],
          ${column((r) => r.streamVersion)}::bigint[], ${column((r) => r.type)}::text[],
          ${column((r) => r.version)}::int[], ${column((r) => JSON.stringify(r.data))}::jsonb[],
          ${column((r) => r.metadata)}::jsonb[])
          with ordinality as e(id, stream_id, stream_version, type, version, data, metadata, ord)
      order by e.ord
      returning global_position
    )
    select array_agg(global_position order by global_position)::bigint[] as positions,
      pg_advisory_unlock(${SEQUENCER_LOCK}) as released,
      pg_notify(${EVENTS_CHANNEL}, max(global_position)::text) as notified
    from inserted`.execute(trx);
  return (result.rows[0]?.positions ?? []).map(Number);
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
