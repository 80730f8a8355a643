import type { ColumnType, Generated } from 'kysely';

export interface ProjectionCheckpointsTable {
  name: string;
  position: number;
  updated_at: ColumnType<Date, never, string | Date>;
}

/** What projections published, kept so a reconnecting client can catch up by position. */
export interface LiveChangesTable {
  id: Generated<number>;
  topic: string;
  position: number;
  payload: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface LiveHorizonTable {
  id: ColumnType<boolean, never, never>;
  /** live_changes at or below this position were pruned: a client behind it must refetch by REST. */
  pruned_through: number;
}

export type ProjectorTables = {
  projection_checkpoints: ProjectionCheckpointsTable;
  live_changes: LiveChangesTable;
  live_horizon: LiveHorizonTable;
};
