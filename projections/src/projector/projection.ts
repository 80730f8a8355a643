import type { RecordedEvent } from '@oj/events';
import type { Transaction } from 'kysely';
import type { ProjectorTables } from './tables';

/** A change a projection made, pushed to the Socket.IO room named `topic`. */
export interface LiveChange {
  topic: string;
  position: number;
  payload: unknown;
}

export interface ProjectionContext<Batch = unknown> {
  /**
   * The batch's transaction: read-model writes commit together with the checkpoint.
   * A projection types its own tables with `db.withTables<MyTables>()`.
   */
  db: Transaction<ProjectorTables>;
  /** Queue a live change; it is stored and NOTIFYed in the same transaction. */
  publish(topic: string, payload: unknown): void;
  /** What the projection's `beginBatch` made for this batch (undefined without one). */
  batch: Batch;
  /**
   * More events follow the batch's page: the projection is catching up (a rebuild, a projector back
   * after a while) and is called again. Live changes are then coalesced (see `Projection.whileBehind`).
   */
  behind: boolean;
  /**
   * Behind, in a page of the projection's own `catchUpBatchSize`: a backlog longer than such a page (a
   * rebuild, a long absence, a burst), not the head, whose batches are the runner's batch size. Work a later
   * batch can do for all of the catch-up's pages at once may wait for it (see `Projection.owes`).
   */
  catchingUp: boolean;
}

/**
 * What happens to one topic's live changes in a batch while the projection is behind: `'reload'`, one
 * `{ kind: 'reload' }` (its readers read again: they end where the changes would have left them);
 * `'last'`, only the last change (it carries the whole state, or only wakes someone up); `'each'`, all
 * of them as published (changes that are deltas and have no reload).
 */
export type WhileBehind = 'reload' | 'last' | 'each';

/**
 * A read model: the event types it folds, the tables it owns (emptied by a rebuild), and `apply`.
 *
 * @example
 * export const eventCounts = defineProjection({
 *   name: 'event-counts',
 *   handles: 'all',
 *   tables: ['event_type_counts'],
 *   async apply(event, { db }) {
 *     await db.withTables<EventCountTables>().insertInto('event_type_counts').values(...).execute();
 *   },
 * });
 */
export interface Projection<E extends AnyEvent = AnyEvent, Batch = unknown> {
  readonly name: string;
  /** Event types applied (checked against E where the projection is defined); others are skipped. */
  readonly handles: readonly string[] | 'all';
  readonly tables: readonly string[];
  /**
   * Events per batch while the projection catches up (a rebuild, a projector back after a while), when
   * bigger batches save it work (each batch rewrites every row it touched); the runner's batch size
   * otherwise. Keep the batch's memory in mind: events are held in memory for the whole batch.
   */
  readonly catchUpBatchSize?: number;
  /**
   * Called at the start of each batch (one transaction): its result is the batch's own state, given to
   * `apply` and `afterBatch` as `context.batch`, e.g. rows to write once. `previous` is the state of the
   * runner's last committed batch (undefined for a runner's first batch and after any batch that failed):
   * what a projection carries over from it (a cache of its own rows for a catch-up) is true of the
   * tables only because every batch that changed it committed.
   */
  beginBatch?(previous: Batch | undefined): Batch;
  /**
   * Called after `beginBatch` with the batch's events the projection folds, before the first `apply`:
   * e.g. to read every row the batch will change in one statement instead of one per event.
   */
  prepareBatch?(events: RecordedEvent<E>[], context: ProjectionContext<Batch>): Promise<void>;
  apply(event: RecordedEvent<E>, context: ProjectionContext<Batch>): Promise<void>;
  /**
   * How each topic's changes are coalesced in a batch read while behind (`context.behind`): at most one
   * change per topic and batch instead of one per event, since nobody follows a catch-up event by
   * event. Absent: every change is stored and NOTIFYed as published. At the head nothing is coalesced.
   */
  whileBehind?(topic: string): WhileBehind;
  /** Called once per committed batch after its events, e.g. to publish one summary change. */
  afterBatch?(events: RecordedEvent<E>[], context: ProjectionContext<Batch>): Promise<void>;
  /**
   * Whether the projection left work for a later batch (`previous`: the last committed batch's state,
   * undefined after a start or a failure, when only its tables know): a batch with none of its events
   * then still opens a transaction and calls `beginBatch` and `afterBatch`. Behind, another batch always
   * follows, so work put off while `catchingUp` is done by the first batch that is not.
   */
  owes?(previous: Batch | undefined): boolean;
}

type AnyEvent = { type: string; data: unknown };

/** Identity, for inference: `defineProjection<ProductEvent>({ ... })` narrows `event` by `event.type`. */
export function defineProjection<E extends AnyEvent = AnyEvent, Batch = undefined>(
  projection: Projection<E, Batch> & { handles: readonly E['type'][] | 'all' },
): Projection<E, Batch> {
  return projection;
}

export function handlesEvent<E extends AnyEvent>(projection: Projection<E>, type: string): boolean {
  return projection.handles === 'all' || projection.handles.some((handled) => handled === type);
}

/** The projection put work off for a later batch (`Projection.owes`): its next batch runs even if it skips every event. */
export function owesWork<E extends AnyEvent>(projection: Projection<E>, previous: unknown): boolean {
  return projection.owes?.(previous) ?? false;
}
