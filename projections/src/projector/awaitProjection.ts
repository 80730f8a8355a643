import type { Kysely } from 'kysely';
import type { ProjectorTables } from './tables';

/**
 * Read-your-writes for a command handler: wait until projection `name` has applied `position`, so
 * the reply (and the user's next request) sees the change. Throws after `timeoutMs`.
 */
export async function awaitProjection(
  db: Kysely<ProjectorTables>,
  name: string,
  position: number,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const row = await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', name)
      .executeTakeFirst();
    if ((row?.position ?? 0) >= position) return;
    if (Date.now() > deadline)
      throw new Error(`projection ${name} did not reach position ${position} in time`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
