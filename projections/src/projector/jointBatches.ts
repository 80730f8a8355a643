import type { RecordedEvent } from '@oj/events';
import type { Kysely, Transaction } from 'kysely';
import { type CheckpointClaim, moveCheckpoints } from './checkpoints';
import { coalesceChanges, recordLiveChanges } from './liveChanges';
import { type LiveChange, owesWork, type Projection } from './projection';
import { type Asked, SameTurn } from './sameTurn';
import type { ProjectorTables } from './tables';

type AnyEvent = { type: string; data: unknown };

/** One projection's batch: the events read after its checkpoint, those it folds, and its last state. */
export interface BatchOf<E extends AnyEvent = AnyEvent> {
  projection: Projection<E>;
  /** The checkpoint the batch starts from (claimed by compare-and-set). */
  checkpoint: number;
  events: RecordedEvent<E>[];
  handled: RecordedEvent<E>[];
  behind: boolean;
  /** The state of the projection's last committed batch (see `Projection.beginBatch`). */
  previous: unknown;
}

/**
 * The batches of a projector's read models catching up together (a rebuild, a projector back after a
 * while), applied in one transaction: the batches asked for in the same turn of the event loop (the read
 * models reading the same page, `keepRecent`) claim and move their checkpoints in one statement, fold one
 * after the other, record their live changes in one statement and commit once. Each read model's rows
 * still commit with its checkpoint, since they commit in the same transaction.
 * A transaction per read model and batch (claim, checkpoint, changes, commit: five round trips and a
 * commit) cost a rebuild of the 23 read models more than their folds.
 * If the joint transaction fails (one read model's fold threw, a checkpoint moved), every batch is tried
 * again in a transaction of its own, so only the failing read model fails (and is retried by its runner);
 * those tries start from no carried state (`previous` undefined), since the failed fold may have changed it.
 *
 * @example
 *   const joint = new JointBatches(db);
 *   const state = await joint.apply({ projection, checkpoint, events, handled, behind: true, previous });
 */
export class JointBatches {
  private readonly batches = new SameTurn<BatchOf, unknown>((asked) => this.write(asked));

  constructor(private readonly db: Kysely<ProjectorTables>) {}

  /** Applies the batch with the others asked for in this turn; resolves its state once committed. */
  apply<E extends AnyEvent>(batch: BatchOf<E>): Promise<unknown> {
    return this.batches.ask(batch as BatchOf);
  }

  private async write(members: Asked<BatchOf, unknown>[]): Promise<void> {
    if (members.length === 1) {
      const [only] = members as [Asked<BatchOf, unknown>];
      await applyBatch(this.db, only.request).then(only.settle, only.fail);
      return;
    }
    try {
      const states = await applyJointly(
        this.db,
        members.map((m) => m.request),
      );
      members.forEach((m, i) => {
        m.settle(states[i]);
      });
    } catch {
      await Promise.all(
        members.map((m) => applyBatch(this.db, { ...m.request, previous: undefined }).then(m.settle, m.fail)),
      );
    }
  }
}

/** Every batch in one transaction; resolves their states, in order, once committed. */
function applyJointly(db: Kysely<ProjectorTables>, batches: readonly BatchOf[]): Promise<unknown[]> {
  return db.transaction().execute(async (trx) => {
    await moveCheckpoints(trx, batches.map(claimOf));
    // One after the other: a fold's statements and its reads of its own tables keep their order.
    const states: unknown[] = [];
    const changes: LiveChange[] = [];
    for (const batch of batches) {
      const folded = await foldBatch(trx, batch);
      states.push(folded.state);
      changes.push(...folded.changes);
    }
    await recordLiveChanges(trx, changes);
    return states;
  });
}

/**
 * One transaction: claim and move the checkpoint, fold the events, record the live changes.
 * Resolves the batch's state once committed (the next batch's `previous`).
 */
export function applyBatch<E extends AnyEvent>(
  db: Kysely<ProjectorTables>,
  batch: BatchOf<E>,
): Promise<unknown> {
  const last = batch.events.at(-1);
  if (!last) return Promise.resolve(undefined);
  return db.transaction().execute(async (trx) => {
    await moveCheckpoints(trx, [claimOf(batch)]);
    const folded = await foldBatch(trx, batch);
    await recordLiveChanges(trx, folded.changes);
    return folded.state;
  });
}

/** A batch's folds in the transaction `trx`: its live changes (coalesced when behind) and its state. */
async function foldBatch<E extends AnyEvent>(trx: Transaction<ProjectorTables>, batch: BatchOf<E>) {
  const { projection, events, handled, behind } = batch;
  // A page it skips only moves its checkpoint; what it carries from batch to batch stays as it was
  // (unless it put work off for a later batch: see `Projection.owes`).
  if (handled.length === 0 && !owesWork(projection, batch.previous))
    return { changes: [], state: batch.previous };
  const end = events.at(-1)?.position ?? batch.checkpoint;
  const changes: LiveChange[] = [];
  let position = end;
  const context = {
    db: trx,
    publish: (topic: string, payload: unknown) => changes.push({ topic, position, payload }),
    batch: projection.beginBatch?.(batch.previous),
    behind,
    catchingUp:
      behind && projection.catchUpBatchSize !== undefined && events.length >= projection.catchUpBatchSize,
  };
  await projection.prepareBatch?.(handled, context);
  for (const event of handled) {
    position = event.position;
    await projection.apply(event, context);
  }
  position = end;
  await projection.afterBatch?.(handled, context);
  // Behind, nobody follows event by event: a topic gets one change per batch, not one per event.
  const rule = behind ? projection.whileBehind?.bind(projection) : undefined;
  return { changes: rule ? coalesceChanges(changes, rule) : changes, state: context.batch };
}

const claimOf = (batch: BatchOf): CheckpointClaim => ({
  name: batch.projection.name,
  checkpoint: batch.checkpoint,
  target: batch.events.at(-1)?.position ?? batch.checkpoint,
});
