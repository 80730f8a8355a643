import type { Projection } from './projection';
import { type ProjectionRunner, type ProjectionRunnerOptions, runProjection } from './runProjection';
import { SkippedCheckpoints } from './skippedCheckpoints';
import type { ProjectorTables } from './tables';

export interface Projector {
  readonly runners: readonly ProjectionRunner[];
  /** Resolves when every projection has caught up once (those on standby never do). */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
}

/** Runs every projection independently: one slow or failing read model never holds back another. */
export function startProjector(
  projections: readonly Projection[],
  options: ProjectionRunnerOptions,
): Projector {
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`projection ${p.name} is registered twice`);
    names.add(p.name);
  }
  // The checkpoints of the projections that skip an append are written together.
  const skippedCheckpoints =
    options.skippedCheckpoints ?? new SkippedCheckpoints(options.store.db.withTables<ProjectorTables>());
  const runners = projections.map((p) => runProjection(p, { ...options, skippedCheckpoints }));
  return {
    runners,
    caughtUp: Promise.all(runners.map((r) => r.caughtUp)).then(() => undefined),
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
}
