import type { EventStore, RecordedEvent, Subscription } from '@oj/events';
import { globalPosition } from '@oj/events';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { CheckpointMoved, claimCheckpoint, loadCheckpoint, storeCheckpoint } from './checkpoints';
import { recordLiveChanges } from './liveChanges';
import { handlesEvent, type LiveChange, type Projection } from './projection';
import { RESET_CHANNEL } from './rebuild';
import type { ProjectorTables } from './tables';

export interface ProjectionRunnerOptions<E extends AnyEvent = AnyEvent> {
  store: EventStore<E>;
  connectionString: string;
  batchSize?: number;
  /** Standby instances try to take over this often. */
  lockRetryMs?: number;
  onError?: (projection: string, error: unknown) => void;
}

export interface ProjectionRunner {
  readonly name: string;
  /** Resolves once this instance holds the projection's lock and has caught up with the head. */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
}

type AnyEvent = { type: string; data: unknown };

/** Advisory-lock key space for projections (the second key is hashtext(name)). */
const PROJECTION_LOCK_CLASS = 7_482_019;

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
  let stopped = false;
  let subscription: Subscription | undefined;
  let lockClient: pg.Client | undefined;
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

  async function acquireLock(): Promise<pg.Client | undefined> {
    while (!stopped) {
      const client = new pg.Client({ connectionString: options.connectionString });
      try {
        await client.connect();
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [PROJECTION_LOCK_CLASS, projection.name],
        );
        if (rows[0]?.locked) return client;
      } catch (error) {
        options.onError?.(projection.name, error);
      }
      await client.end().catch(() => undefined);
      await sleep(options.lockRetryMs ?? 1000);
    }
    return undefined;
  }

  async function follow(): Promise<void> {
    const position = await loadCheckpoint(db, projection.name);
    subscription = store.subscribe({
      after: globalPosition(position),
      batchSize: options.batchSize ?? 500,
      handler: makeBatchHandler(projection, db, position),
    });
    subscription.caughtUp.then(markCaughtUp);
    await subscription.done;
  }

  async function run(): Promise<void> {
    lockClient = await acquireLock();
    if (!lockClient) return;
    // Losing the lock connection means another instance may take over: stop writing at once.
    lockClient.on('error', () => void stop());
    // A rebuild moved the checkpoint: drop the subscription; the loop below reloads and replays.
    lockClient.on('notification', (n) => {
      if (n.payload === projection.name) void subscription?.stop();
    });
    await lockClient.query(`listen ${RESET_CHANNEL}`);
    while (!stopped) {
      try {
        await follow();
      } catch (error) {
        if (stopped) break;
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
    wakeStandby?.();
    await subscription?.stop();
    await running.catch(() => undefined);
    await lockClient?.end().catch(() => undefined);
  }
  return { name: projection.name, caughtUp, stop };
}

function makeBatchHandler<E extends AnyEvent>(
  projection: Projection<E>,
  db: Kysely<ProjectorTables>,
  start: number,
) {
  let checkpoint = start;
  return async (events: RecordedEvent<E>[]) => {
    const last = events.at(-1);
    if (!last) return;
    await db.transaction().execute(async (trx) => {
      await claimCheckpoint(trx, projection.name, checkpoint);
      const changes: LiveChange[] = [];
      let position: number = last.position;
      const context = {
        db: trx,
        publish: (topic: string, payload: unknown) => changes.push({ topic, position, payload }),
        batch: projection.beginBatch?.(),
      };
      const handled = events.filter((e) => handlesEvent(projection, e.type));
      for (const event of handled) {
        position = event.position;
        await projection.apply(event, context);
      }
      position = last.position;
      if (handled.length > 0) await projection.afterBatch?.(handled, context);
      await storeCheckpoint(trx, projection.name, last.position);
      await recordLiveChanges(trx, changes);
    });
    checkpoint = last.position;
  };
}
