import type { Kysely, Transaction } from 'kysely';
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

/**
 * Compare-and-set, first statement of a batch's transaction: it locks the checkpoint row so a rebuild
 * (which locks the same row first, too) and a batch never interleave, and if someone moved the
 * checkpoint since this projector read it, the batch rolls back instead of applying events twice.
 */
export async function claimCheckpoint(trx: Transaction<ProjectorTables>, name: string, expected: number) {
  const row = await trx
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  const actual = row?.position ?? 0;
  if (actual !== expected) throw new CheckpointMoved(name, expected, actual);
}

export async function storeCheckpoint(trx: Transaction<ProjectorTables>, name: string, position: number) {
  await trx
    .updateTable('projection_checkpoints')
    .set({ position, updated_at: new Date() })
    .where('name', '=', name)
    .execute();
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
