import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue';
import { openDatabase } from '../db/pool';
import type { EventStoreTables } from '../db/tables';
import { appendToStream, appendToStreams } from './append';
import { AppendNotifications } from './notifications';
import type { GlobalPosition } from './positions';
import { type EventQuery, readCommittedHead, readCorrelatedRows, readRowsWhere } from './query';
import {
  type EventRow,
  readAllRows,
  readHead,
  readStreamRows,
  readStreamsRows,
  toRecordedEvent,
} from './read';
import { waitUntilSettled } from './settle';
import { keepRecent, shareInFlight } from './shareInFlight';
import { startSubscription } from './subscribe';
import type {
  AppendOptions,
  AppendResult,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from './types';

type AnyEvent = { type: string; data: unknown };

/** Events of full pages kept for subscribers reading the same pages (see keepRecent). */
const SUBSCRIBER_PAGES_KEPT = 20_000;

/**
 * The PostgreSQL event store.
 *
 * @example
 * const store = createEventStore({ connectionString, catalogue });
 * const { nextExpectedVersion } = await store.append('problem-1001', [{ type: 'ProblemCreated', data }], {
 *   expectedVersion: 'no_stream',
 * });
 * const sub = store.subscribe({ after: START, handler: (events) => console.log(events.length) });
 */
export interface EventStore<E extends AnyEvent = AnyEvent> {
  /** Appends to one stream atomically; throws WrongExpectedVersion, UnknownEventType, InvalidEventData. */
  append(streamId: string, events: NewEvent<E>[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams in one transaction, all or none, for writers of many streams at once (an
   * imported contest's submissions): one commit instead of one per stream. Appends take consecutive
   * positions in the order given, each with its own expected version and metadata; a stream may come
   * more than once. Events carry no caller ids here. One result per append, in order.
   */
  appendMany(appends: StreamAppend<E>[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent<E>[]>;
  /** The events of several streams, in global order (an empty list reads nothing). */
  readStreams(streamIds: readonly string[]): Promise<RecordedEvent<E>[]>;
  /** Settled events after `after` in global order (see readAllRows for why that is gap-safe). */
  readAll(options?: { after?: GlobalPosition; limit?: number }): Promise<RecordedEvent<E>[]>;
  /** The highest settled global position. */
  head(): Promise<GlobalPosition>;
  /**
   * Settled events matching a filter (types, streams, a stream family, ids, metadata fields, position
   * and time ranges, a condition of the caller's), in position order either way: keyset-page with
   * `before`/`after` and `limit`.
   */
  readWhere(query: EventQuery): Promise<RecordedEvent<E>[]>;
  /**
   * The same read as stored rows, not decoded: for readers that show events today's definitions may
   * fail to read (the audit), and upcast them with `toRecordedEvent` where they can.
   */
  readRowsWhere(query: EventQuery): Promise<EventRow[]>;
  /** Stored rows of one request's chain: its correlation id, and recursively what those events caused. */
  readCorrelatedRows(correlationId: string, query?: EventQuery): Promise<EventRow[]>;
  /**
   * Waits until every event committed before the call is settled (at most `timeoutMs`, default 10 s)
   * and returns the settled head: read up to it and subscribe after it, and nothing is missed.
   */
  waitForSettled(options?: { timeoutMs?: number }): Promise<GlobalPosition>;
  subscribe(options: SubscribeOptions<E>): Subscription;
  readonly catalogue: Catalogue<E>;
  /** The store's pool, shared with read models through `db.withTables<...>()`. */
  readonly db: Kysely<EventStoreTables>;
  close(): Promise<void>;
}

export function createEventStore<E extends AnyEvent>(options: {
  connectionString: string;
  catalogue: Catalogue<E>;
  poolSize?: number;
}): EventStore<E> {
  const { catalogue, connectionString } = options;
  const db = openDatabase<EventStoreTables>(connectionString, { max: options.poolSize ?? 10 });
  const notifications = new AppendNotifications(connectionString);
  // Rows were validated against this catalogue on append, so their type is one of E's.
  const recorded = (row: Parameters<typeof toRecordedEvent>[1]) =>
    toRecordedEvent(catalogue, row) as RecordedEvent<E>;
  const readAll = async ({ after, limit }: { after?: GlobalPosition; limit?: number } = {}) =>
    (await readAllRows(db, after, limit)).map(recorded);

  // Subscribers at the same position (the projector's read models, woken by the same append) share a read.
  // Full pages are fixed once read (settled events only): the last ones are kept for subscribers that
  // follow at the same pages (a rebuild's read models), up to 20,000 events.
  const pageKey = (from: GlobalPosition, limit: number) => `${from}:${limit}`;
  const subscriberRead = shareInFlight(
    keepRecent(
      (from: GlobalPosition, limit: number) => readAll({ after: from, limit }),
      pageKey,
      (page, _from, limit) => page.length === limit,
      (page) => page.length,
      SUBSCRIBER_PAGES_KEPT,
    ),
    pageKey,
  );
  const subscribe = ({ after, handler, batchSize, catchUpBatchSize }: SubscribeOptions<E>) => {
    const source = {
      read: subscriberRead,
      knownHead: () => notifications.knownHead,
      onWake: (waker: () => void) => notifications.onWake(waker),
      ready: () => notifications.ready(),
    };
    return startSubscription(
      source,
      after,
      (events, batch) => handler(events as RecordedEvent<E>[], batch),
      batchSize,
      catchUpBatchSize,
    );
  };

  return {
    catalogue,
    db,
    append: (streamId, events, appendOptions) =>
      appendToStream(db, catalogue, streamId, events, appendOptions),
    appendMany: (appends) => appendToStreams(db, catalogue, appends),
    readStream: async (streamId, { fromVersion } = {}) =>
      (await readStreamRows(db, streamId, fromVersion)).map(recorded),
    readStreams: async (streamIds) =>
      streamIds.length === 0 ? [] : (await readStreamsRows(db, streamIds)).map(recorded),
    readAll,
    head: () => readHead(db),
    readWhere: async (query) => (await readRowsWhere(db, query)).map(recorded),
    readRowsWhere: (query) => readRowsWhere(db, query),
    readCorrelatedRows: (correlationId, query) => readCorrelatedRows(db, correlationId, query),
    waitForSettled: ({ timeoutMs = 10_000 } = {}) =>
      waitUntilSettled(
        {
          committedHead: () => readCommittedHead(db),
          head: () => readHead(db),
          follow: (from, reached) =>
            subscribe({ after: from, handler: (events) => reached(events.at(-1)?.position ?? from) }),
          announce: (position) => notifications.announce(position),
        },
        timeoutMs,
      ),
    subscribe,
    async close() {
      await notifications.close();
      await db.destroy();
    },
  };
}
