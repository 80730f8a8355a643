import { eventCounts } from './eventCounts/eventCounts';
import type { Projection } from './projector/projection';

export { type EventCountTables, eventCounts, SYSTEM_TOPIC } from './eventCounts/eventCounts';
export { projectionMigrations } from './migrations';
export { CheckpointMoved, loadCheckpoint } from './projector/checkpoints';
export { type ProjectionLag, projectionLag } from './projector/lag';
export { LIVE_CHANNEL, liveChangesSince, liveHorizon, pruneLiveChanges } from './projector/liveChanges';
export {
  defineProjection,
  type LiveChange,
  type Projection,
  type ProjectionContext,
} from './projector/projection';
export { type Projector, startProjector } from './projector/projector';
export { resetProjection } from './projector/rebuild';
export {
  type ProjectionRunner,
  type ProjectionRunnerOptions,
  runProjection,
} from './projector/runProjection';
export type { ProjectorTables } from './projector/tables';

/** Every read model of the product, in the order the projector starts them. */
export const allProjections: readonly Projection[] = [eventCounts];
