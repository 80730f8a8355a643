import { type Kysely, sql, type Transaction } from 'kysely';
import type { ProjectorTables } from './tables';

export class CheckpointMoved extends Error {
  constructor(name: string, expected: number, actual: number) {
    super(
      `projection ${name}: checkpoint moved from ${expected} to ${actual} (rebuild or another projector)`,
    );
    this.name = 'CheckpointMoved';
  }
}

export async function loadCheckpoint(db: Kysely<ProjectorTables>, name: string): Promise<number> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, position: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.position;
}

/** A batch's checkpoint: the position it starts from and the one it reaches. */
export interface CheckpointClaim {
  name: string;
  checkpoint: number;
  target: number;
}

/**
 * Compare-and-set, first statement of a batch's transaction: it locks the checkpoint rows so a rebuild
 * (which locks the same row first, too) and a batch never interleave, and if someone moved a checkpoint
 * since this projector read it, that batch fails instead of applying events twice.
 */
export async function claimCheckpoints(
  trx: Transaction<ProjectorTables>,
  batches: readonly CheckpointClaim[],
) {
  const names = batches.map((b) => b.name).sort();
  const rows = await trx
    .selectFrom('projection_checkpoints')
    .select(['name', 'position'])
    .where('name', 'in', names)
    .orderBy('name')
    .forUpdate()
    .execute();
  const held = new Map(rows.map((r) => [r.name, r.position]));
  for (const batch of batches) {
    const actual = held.get(batch.name) ?? 0;
    if (actual !== batch.checkpoint) throw new CheckpointMoved(batch.name, batch.checkpoint, actual);
  }
}

/** Moves the checkpoints claimed in this transaction to their targets, in one statement. */
export async function storeCheckpoints(
  trx: Transaction<ProjectorTables>,
  batches: readonly CheckpointClaim[],
) {
  const values = sql.join(batches.map((b) => sql`(${b.name}::text, ${b.target}::bigint)`));
  await sql`
    update projection_checkpoints as c set position = v.target, updated_at = now()
    from (values ${values}) as v(name, target)
    where c.name = v.name`.execute(trx);
}

/**
 * One figure that changes whenever any read model folds an event (each checkpoint only moves forward,
 * so their sum does too; a rebuild's reset changes it as well): a cache of read-model answers keyed by
 * it is never stale, and reading it is one small query instead of the answers' own.
 */
export async function readModelsVersion(db: Kysely<ProjectorTables>): Promise<string> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('position'), eb.lit(0)).as('sum'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.count}:${row.sum}`;
}
