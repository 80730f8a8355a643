import { type Kysely, sql } from 'kysely';
import type { Projection } from './projection';
import type { ProjectorTables } from './tables';

/** NOTIFY channel telling the projector holding a projection's lock that its checkpoint was reset. */
export const RESET_CHANNEL = 'oj_projection_reset';

/**
 * Empties a projection's tables and puts its checkpoint back to 0 in one transaction. Whichever
 * projector holds the projection's lock hears it (NOTIFY at commit) and replays from the first event;
 * if none runs, the next one to start does.
 */
export async function resetProjection(db: Kysely<ProjectorTables>, projection: Projection): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projection.name, position: 0 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ position: 0, updated_at: new Date() }))
      .execute();
    for (const table of projection.tables) {
      await sql`truncate table ${sql.table(table)}`.execute(trx);
    }
    await sql`select pg_notify(${RESET_CHANNEL}, ${projection.name})`.execute(trx);
  });
}
