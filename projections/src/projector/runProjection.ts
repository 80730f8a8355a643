import type { BatchInfo, EventStore, RecordedEvent, Subscription } from '@oj/events';
import { globalPosition } from '@oj/events';
import type { Kysely } from 'kysely';
import { CheckpointMoved, loadCheckpoint } from './checkpoints';
import { applyBatch, type JointBatches } from './jointBatches';
import type { LeadGate } from './leadGate';
import { handlesEvent, owesWork, type Projection } from './projection';
import { ProjectionLocks } from './projectionLocks';
import { SkippedCheckpoints } from './skippedCheckpoints';
import type { StartLine } from './startLine';
import type { ProjectorTables } from './tables';

export interface ProjectionRunnerOptions<E extends AnyEvent = AnyEvent> {
  store: EventStore<E>;
  connectionString: string;
  batchSize?: number;
  /** Standby instances try to take over this often. */
  lockRetryMs?: number;
  onError?: (projection: string, error: unknown) => void;
  /** How long the checkpoint may trail over events the projection skips (see makeBatchHandler). */
  skippedFlushMs?: number;
  /**
   * Writes those trailing checkpoints, shared by the projections of one projector so that theirs go as
   * one statement (startProjector makes one); a projection run alone makes its own.
   */
  skippedCheckpoints?: SkippedCheckpoints;
  /**
   * The projector's lead gate (see LeadGate) and this projection's part in it: the lead reports what it
   * handled, a follower lets the lead commit an append before folding it.
   */
  lead?: { gate: LeadGate; role: 'lead' | 'follower' };
  /**
   * Applies the batches of the projector's projections catching up together in one transaction per
   * page (startProjector makes one); a projection run alone applies its own.
   */
  jointBatches?: JointBatches;
  /** The projector's projections start following together (see StartLine); alone, at once. */
  startLine?: StartLine;
  /**
   * Holds the projections' locks on one connection, shared by the projections of one projector
   * (startProjector makes one); a projection run alone makes its own.
   */
  locks?: ProjectionLocks;
}

/**
 * A batch with no event the projection folds moves its checkpoint this much later, in one statement,
 * instead of a transaction of its own at once.
 */
const SKIPPED_FLUSH_MS = 20;
const FLUSH_RETRY_MS = 1000;

export interface ProjectionRunner {
  readonly name: string;
  /** Resolves once this instance holds the projection's lock and has caught up with the head. */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
}

type AnyEvent = { type: string; data: unknown };

/**
 * Runs one projection: waits for its advisory lock (so a second projector process stays on standby),
 * then catches up from the checkpoint and follows live appends. Each batch applies its events, moves
 * the checkpoint (compare-and-set) and records live changes in one transaction.
 */
export function runProjection<E extends AnyEvent>(
  projection: Projection<E>,
  options: ProjectionRunnerOptions<E>,
): ProjectionRunner {
  const { store } = options;
  const db = store.db.withTables<ProjectorTables>();
  const skipped = options.skippedCheckpoints ?? new SkippedCheckpoints(db);
  const locks = options.locks ?? new ProjectionLocks(options.connectionString);
  let stopped = false;
  let subscription: Subscription | undefined;
  let holding = false;
  let wakeStandby: (() => void) | undefined;
  let markCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeStandby = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const holder = {
    // Losing the lock's connection means another instance may take over: stop following at once, then wait
    // for the lock again (on standby behind the new holder, or taking it back once the database is back).
    lost: () => {
      holding = false;
      void subscription?.stop();
    },
    // A rebuild moved the checkpoint: drop the subscription; the loop in run() reloads and replays.
    reset: () => void subscription?.stop(),
  };

  /** Waits for the projection's lock (true once held; false if stopped first). */
  async function acquireLock(): Promise<boolean> {
    while (!stopped) {
      try {
        if (await locks.tryTake(projection.name, holder)) return true;
      } catch (error) {
        options.onError?.(projection.name, error);
      }
      // On standby (or the database away): the others need not wait for this one to start.
      arrive();
      await sleep(options.lockRetryMs ?? 1000);
    }
    return false;
  }

  const arrive = () => options.startLine?.arrive(projection.name);

  async function follow(): Promise<void> {
    const position = await loadCheckpoint(db, projection.name).finally(arrive);
    await options.startLine?.all;
    const batches = makeBatchHandler(
      projection,
      db,
      skipped,
      position,
      options.skippedFlushMs ?? SKIPPED_FLUSH_MS,
      options.lead,
      options.jointBatches,
    );
    subscription = store.subscribe({
      after: globalPosition(position),
      batchSize: options.batchSize ?? 500,
      catchUpBatchSize: projection.catchUpBatchSize,
      handler: batches.handle,
    });
    subscription.caughtUp.then(markCaughtUp);
    // The lock went while the checkpoint loaded: this subscription must not run without it.
    if (!holding) void subscription.stop();
    try {
      await subscription.done;
    } finally {
      batches.dispose();
      if (options.lead?.role === 'lead') options.lead.gate.stopped();
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      holding = await acquireLock();
      if (holding) await followWhileHolding();
    }
  }

  async function followWhileHolding(): Promise<void> {
    while (!stopped && holding) {
      try {
        await follow();
      } catch (error) {
        if (stopped || !holding) break;
        // A moved checkpoint (rebuild) just means "reload and replay"; anything else is retried slowly.
        if (!(error instanceof CheckpointMoved)) {
          options.onError?.(projection.name, error);
          await sleep(1000);
        }
      }
    }
  }

  const running = run();
  async function stop(): Promise<void> {
    stopped = true;
    arrive();
    wakeStandby?.();
    await subscription?.stop();
    await running.catch(() => undefined);
    if (holding) await locks.release(projection.name).catch(() => undefined);
  }
  return { name: projection.name, caughtUp, stop };
}

/**
 * The subscription's handler. A batch with events the projection folds applies them, moves the checkpoint
 * (compare-and-set) and records live changes in one transaction. A batch with none (most batches, for most
 * projections: a case report concerns two of twelve) writes nothing at once: its position is written
 * `flushMs` later by a compare-and-set (one statement for every projection of the projector that skipped
 * the same events: `SkippedCheckpoints`), or by the next folding batch, whichever comes first.
 * Every projection used to open a transaction per event, and each such transaction holds back the store's
 * gap-safe reads until it ends, so skipped events slowed the reads of the projections that need them.
 * Replaying skipped events after a crash is a no-op, so the trailing checkpoint loses nothing; read-your-
 * writes waits (awaitProjection) see it within `flushMs`.
 */
function makeBatchHandler<E extends AnyEvent>(
  projection: Projection<E>,
  db: Kysely<ProjectorTables>,
  skipped: SkippedCheckpoints,
  start: number,
  flushMs: number,
  lead: ProjectionRunnerOptions['lead'],
  joint: JointBatches | undefined,
) {
  /** The position the checkpoint row holds, as far as this handler knows. */
  let stored = start;
  /** The position reached by skipped batches and not written yet. */
  let reached = start;
  let flushTimer: NodeJS.Timeout | undefined;
  /** Serialises writes: a flush never runs beside a batch's transaction. */
  let writing: Promise<void> = Promise.resolve();
  let moved: CheckpointMoved | undefined;
  let disposed = false;
  /** The last committed batch's state (see `Projection.beginBatch`); undefined after a failed batch. */
  let committed: unknown;

  const exclusive = <T>(write: () => Promise<T>) => {
    const next = writing.then(write);
    writing = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  };

  const flush = () =>
    exclusive(async () => {
      flushTimer = undefined;
      if (disposed || reached === stored) return;
      const target = reached;
      if (await skipped.move(projection.name, stored, target)) stored = target;
      // Someone moved it (a rebuild): the next batch fails and the runner reloads and replays.
      else moved = new CheckpointMoved(projection.name, stored, await loadCheckpoint(db, projection.name));
    }).catch(() => {
      // The database is away: try again later; a folding batch writes the checkpoint anyway.
      if (!disposed) flushTimer ??= setTimeout(() => void flush(), FLUSH_RETRY_MS);
    });

  async function handle(events: RecordedEvent<E>[], info: BatchInfo): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    if (moved) throw moved;
    const handled = events.filter((e) => handlesEvent(projection, e.type));
    // Catching up with others, a page it skips still goes with theirs: it keeps the read models of a
    // rebuild on the same pages, so that each page is one transaction for all of them.
    const jointly = info.behind && joint !== undefined;
    if (handled.length === 0 && !jointly && !owesWork(projection, committed)) {
      reached = last.position;
      flushTimer ??= setTimeout(() => void flush(), flushMs);
      if (lead?.role === 'lead') lead.gate.reached(last.position);
      return;
    }
    if (lead?.role === 'follower') await lead.gate.ahead(events[0]?.position ?? last.position, last.position);
    const previous = committed;
    // Whatever the batch does to the state it carries over, it is not true of the tables if it fails.
    committed = undefined;
    const batch = { projection, checkpoint: stored, events, handled, behind: info.behind, previous };
    // Catching up, the read models reading the same pages share a transaction per page (see JointBatches).
    committed = await exclusive(() => (jointly ? joint.apply(batch) : applyBatch(db, batch)));
    stored = last.position;
    reached = last.position;
    if (lead?.role === 'lead') lead.gate.reached(last.position);
  }

  return {
    handle,
    /** The subscription ended: no write after this (a new handler starts from the stored checkpoint). */
    dispose() {
      disposed = true;
      clearTimeout(flushTimer);
    },
  };
}
