import type { ColumnType, Generated, Kysely } from 'kysely';

/** The append-only log. Positions and versions are bigint in SQL and numbers here (see db/pool.ts). */
export interface EventsTable {
  global_position: Generated<number>;
  /** xid8 of the appending transaction, as text; compared only inside SQL. */
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<EventMetadataRow, string, never>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface EventMetadataRow {
  actorUid: string | null;
  ip: string | null;
  correlationId: string;
  causationId: string | null;
  at: string;
}

export type EventStoreTables = {
  events: EventsTable;
};

export type EventStoreDb = Kysely<EventStoreTables>;
