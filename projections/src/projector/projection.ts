import type { RecordedEvent } from '@oj/events';
import type { Transaction } from 'kysely';
import type { ProjectorTables } from './tables';

/** A change a projection made, pushed to the Socket.IO room named `topic`. */
export interface LiveChange {
  topic: string;
  position: number;
  payload: unknown;
}

export interface ProjectionContext {
  /**
   * The batch's transaction: read-model writes commit together with the checkpoint.
   * A projection types its own tables with `db.withTables<MyTables>()`.
   */
  db: Transaction<ProjectorTables>;
  /** Queue a live change; it is stored and NOTIFYed in the same transaction. */
  publish(topic: string, payload: unknown): void;
}

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
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[] | 'all';
  readonly tables: readonly string[];
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /** Called once per committed batch after its events, e.g. to publish one summary change. */
  afterBatch?(events: RecordedEvent[], context: ProjectionContext): Promise<void>;
}

export function defineProjection(projection: Projection): Projection {
  return projection;
}

export function handlesEvent(projection: Projection, type: string): boolean {
  return projection.handles === 'all' || projection.handles.includes(type);
}
