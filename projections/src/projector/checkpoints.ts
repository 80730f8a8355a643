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
 * Compare-and-set, first statement of a batch's transaction, which moves the checkpoints to their targets
 * at once: it locks the checkpoint rows before any read-model row, as a rebuild does, so a rebuild and a
 * batch never interleave (nor deadlock), and if someone moved a checkpoint since this projector read it, the
 * batch fails instead of applying events twice. The move is seen only when the folds commit with it; a fold
 * that throws rolls it back. One statement, not a locking read and an update after the folds: the projector
 * runs about 30 transactions per judged submission.
 */
export async function moveCheckpoints(
  trx: Transaction<ProjectorTables>,
  batches: readonly CheckpointClaim[],
): Promise<void> {
  const values = sql.join(
    batches.map((b) => sql`(${b.name}::text, ${b.checkpoint}::bigint, ${b.target}::bigint)`),
  );
  const moved = await sql<{ name: string }>`
    update projection_checkpoints as c set position = v.target, updated_at = now()
    from (values ${values}) as v(name, expected, target)
    where c.name = v.name and c.position = v.expected
    returning c.name`.execute(trx);
  if (moved.rows.length === batches.length) return;
  const done = new Set(moved.rows.map((r) => r.name));
  const refused = batches.find((b) => !done.has(b.name)) as CheckpointClaim;
  const row = await trx
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', refused.name)
    .executeTakeFirst();
  throw new CheckpointMoved(refused.name, refused.checkpoint, row?.position ?? 0);
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
