import { JointBatches } from './jointBatches';
import { LeadGate } from './leadGate';
import type { Projection } from './projection';
import { ProjectionLocks } from './projectionLocks';
import { type ProjectionRunner, type ProjectionRunnerOptions, runProjection } from './runProjection';
import { SkippedCheckpoints } from './skippedCheckpoints';
import { StartLine } from './startLine';
import type { ProjectorTables } from './tables';

export interface Projector {
  readonly runners: readonly ProjectionRunner[];
  /** Resolves when every projection has caught up once (those on standby never do). */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
}

/** The longest a projection waits for the lead to commit an append before folding it itself. */
const LEAD_WAIT_MS = 100;

export interface ProjectorOptions extends Omit<ProjectionRunnerOptions, 'lead'> {
  /**
   * The projection that commits each append before the others start on it (see LeadGate): the one people
   * wait on. The product's projector leads with `submissions`, which a verdict's author polls.
   */
  lead?: string;
}

/**
 * Runs every projection independently: one slow or failing read model never holds back another (the
 * lead, if any, for at most LEAD_WAIT_MS an append).
 */
export function startProjector(projections: readonly Projection[], options: ProjectorOptions): Projector {
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`projection ${p.name} is registered twice`);
    names.add(p.name);
  }
  // The checkpoints of the projections that skip an append are written together.
  const skippedCheckpoints =
    options.skippedCheckpoints ?? new SkippedCheckpoints(options.store.db.withTables<ProjectorTables>());
  // Catching up together (a rebuild), their batches share one transaction per page.
  const jointBatches =
    options.jointBatches ?? new JointBatches(options.store.db.withTables<ProjectorTables>());
  const startLine = new StartLine([...names]);
  // Their locks are held on one connection, taken in one statement.
  const locks = options.locks ?? new ProjectionLocks(options.connectionString);
  const gate = options.lead && names.has(options.lead) ? new LeadGate(LEAD_WAIT_MS) : undefined;
  const runners = projections.map((p) =>
    runProjection(p, {
      ...options,
      skippedCheckpoints,
      jointBatches,
      startLine,
      locks,
      lead: gate && { gate, role: p.name === options.lead ? 'lead' : 'follower' },
    }),
  );
  return {
    runners,
    caughtUp: Promise.all(runners.map((r) => r.caughtUp)).then(() => undefined),
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
}
