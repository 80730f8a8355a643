import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { EventStoreTables } from '../db/tables';
import { type EventRow, readHead } from './read';

/** Builds conditions on the `events` table (kysely's expression builder over it). */
export type EventsExpressionBuilder = ExpressionBuilder<EventStoreTables, 'events'>;
/** A condition on a stored event, for what the named filters of EventQuery cannot say. */
export type EventCondition = (eb: EventsExpressionBuilder) => Expression<SqlBool>;

/** The metadata fields readers filter on; each has an index (migrations/*audit_indexes.ts). */
export type IndexedMetadataField = 'actorUid' | 'correlationId' | 'causationId';

/**
 * A filtered read of settled events. Every given filter must hold (AND); lists match any of their values.
 *
 * @example
 * // The newest 50 events of contest 12 and its sub-streams (`contest-12-rank`) before position 900:
 * store.readWhere({ streamFamily: 'contest-12', before: globalPosition(900), direction: 'backward', limit: 50 });
 */
export interface EventQuery {
  types?: readonly string[];
  streamIds?: readonly string[];
  /** A stream and its sub-streams: `contest-12` matches `contest-12` and `contest-12-rank`, not `contest-123`. */
  streamFamily?: string;
  eventIds?: readonly string[];
  positions?: readonly number[];
  metadata?: { [K in IndexedMetadataField]?: string | readonly string[] };
  /** Keyset bounds, both exclusive. */
  after?: number;
  before?: number;
  recordedFrom?: Date;
  /** Exclusive. */
  recordedBefore?: Date;
  where?: EventCondition;
  /** Position order: oldest first (default) or newest first. */
  direction?: 'forward' | 'backward';
  limit?: number;
}

type EventsSelect = SelectQueryBuilder<EventStoreTables, 'events', EventRow>;

/** `text` as a literal LIKE pattern piece: its %, _ and \ match only themselves. */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The query's filters as one condition, settled included: every read here is gap-safe, up to the settled
 * head read just before (readHead: one rule for every reader of the log).
 */
function queryCondition(eb: EventsExpressionBuilder, query: EventQuery, head: number): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('global_position', '<=', head)];
  const some = <T>(values: readonly T[] | undefined, condition: (values: T[]) => Expression<SqlBool>) => {
    if (values !== undefined) all.push(values.length === 0 ? eb.lit(false) : condition([...values]));
  };
  some(query.types, (v) => eb('type', 'in', v));
  some(query.streamIds, (v) => eb('stream_id', 'in', v));
  some(query.eventIds, (v) => eb('event_id', 'in', v));
  some(query.positions, (v) => eb('global_position', 'in', v));
  if (query.streamFamily !== undefined)
    all.push(
      eb.or([
        eb('stream_id', '=', query.streamFamily),
        eb('stream_id', 'like', `${escapeLikePattern(query.streamFamily)}-%`),
      ]),
    );
  for (const [field, value] of Object.entries(query.metadata ?? {})) {
    if (value === undefined) continue;
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    some(values, (v) => eb(metadataField(field), 'in', v));
  }
  if (query.after !== undefined) all.push(eb('global_position', '>', query.after));
  if (query.before !== undefined) all.push(eb('global_position', '<', query.before));
  if (query.recordedFrom !== undefined) all.push(eb('recorded_at', '>=', query.recordedFrom));
  if (query.recordedBefore !== undefined) all.push(eb('recorded_at', '<', query.recordedBefore));
  if (query.where) all.push(query.where(eb));
  return eb.and(all);
}

/** `metadata->>'<field>'`, the exact expression the metadata indexes are built on. */
const metadataField = (field: string): RawBuilder<string> => sql<string>`metadata->>${sql.lit(field)}`;

function ordered(select: EventsSelect, query: EventQuery): EventsSelect {
  const sorted = select.orderBy('events.global_position', query.direction === 'backward' ? 'desc' : 'asc');
  return query.limit === undefined ? sorted : sorted.limit(query.limit);
}

/** Stored rows matching `query` (see EventQuery), settled only. */
export async function readRowsWhere(db: Kysely<EventStoreTables>, query: EventQuery): Promise<EventRow[]> {
  const head = await readHead(db);
  return ordered(
    db
      .selectFrom('events')
      .selectAll()
      .where((eb) => queryCondition(eb, query, head)),
    query,
  ).execute();
}

/**
 * One request's whole chain: every settled event stamped with `correlationId`, and, recursively, every
 * event caused by one of them (causationId names the causing event's id), narrowed by `query`.
 */
export async function readCorrelatedRows(
  db: Kysely<EventStoreTables>,
  correlationId: string,
  query: EventQuery = {},
): Promise<EventRow[]> {
  const head = await readHead(db);
  return ordered(
    db
      .withRecursive('chain(event_id)', (chain) =>
        chain
          .selectFrom('events')
          .select('event_id')
          .where(metadataField('correlationId'), '=', correlationId)
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
      .where((eb) => queryCondition(eb, query, head)),
    query,
  ).execute();
}

/** The first event of a stream, as SQL over its columns (for `streamOpenedWith`). */
export interface FirstEventColumns {
  data: RawBuilder<unknown>;
  metadata: RawBuilder<unknown>;
}

/**
 * Events of streams whose first event has type `type` and matches `condition` (written over that first
 * event's columns): an index lookup by (stream, version 1) per row, so a rule can depend on how a stream
 * began (a submission's contest, author and time) before any read model has seen it.
 *
 * @example
 * store.readWhere({ where: () => streamOpenedWith('SubmissionCreated', (first) => sql`${first.data}->>'uid' = ${uid}`) });
 */
export function streamOpenedWith(
  type: string,
  condition: (first: FirstEventColumns) => RawBuilder<unknown>,
): Expression<SqlBool> {
  const first = { data: sql`opened.data`, metadata: sql`opened.metadata` };
  return sql<SqlBool>`exists (select 1 from events as opened
    where opened.stream_id = events.stream_id and opened.stream_version = 1
      and opened.type = ${type} and (${condition(first)}))`;
}

/** The highest committed position, settled or not (what a reader waits for before a one-shot read). */
export async function readCommittedHead(db: Kysely<EventStoreTables>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('global_position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}
